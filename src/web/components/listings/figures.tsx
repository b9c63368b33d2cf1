import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { FigureBand } from '#shared/money/bands.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Money, MoneyRange } from './money.tsx';

// A business's figures as the reader may see them (issue 49): the exact figure, or on a confidential listing before
// the introduction the band that holds it ("AED 10.0M – 25.0M"), each with the reader's currency beside it.

/** The exact figure where the server sent one, else its band ("Under AED 100K" for the lowest); a loss reads "Loss of …". */
export function Figure({ exact, band, currency, fallback }: { exact: number | null; band: FigureBand | null; currency: string; fallback: string }) {
  const { t } = useTranslation();
  if (exact !== null || !band) return <Money amount={exact} currency={currency} fallback={fallback} />;
  const loss = band.max !== null && band.max <= 0;
  const [low, high] = loss ? [-(band.max ?? 0), -band.min] : [band.min, band.max];
  const range = low === 0 && high !== null
    ? <>{t('listings.under')} <Money amount={high} currency={currency} fallback={fallback} /></>
    : <MoneyRange min={low} max={high} currency={currency} fallback={fallback} />;
  return loss ? <>{t('listings.lossOf')} {range}</> : range;
}

interface Price {
  asking_price: number | null;
  valuation_min: number | null;
  valuation_max: number | null;
  currency: string;
}

/** The row a listing's price takes: "Asking price", "Valuation range", or "Price: On request". */
export function priceRow(t: TFunction, price: Price): [label: string, value: ReactNode] {
  const fallback = t('listings.priceOnRequest');
  if (price.asking_price !== null) return [t('listings.askingPrice'), <Money amount={price.asking_price} currency={price.currency} fallback={fallback} />];
  if (price.valuation_min !== null && price.valuation_max !== null) {
    return [t('listings.valuationRange'), <MoneyRange min={price.valuation_min} max={price.valuation_max} currency={price.currency} fallback={fallback} />];
  }
  return [t('listings.price'), fallback];
}
