import { formatMoneyRange } from '#shared/money/format.ts';
import type { IndicativeValuation as Valuation } from '#shared/valuation/api.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { dateFormat } from '#shared/dates/format.ts';
import { useDrawnValue } from '../../lib/api/first-paint-data.ts';

/** "Indicative valuation: AED 4.1M – 5.6M (estimated on 25 Nov 2026)", when the owner chose to show it (issue 22). */
export function IndicativeValuation({ valuation, className }: { valuation: Valuation | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  // The day as the server drew it while the browser takes its page over (first-paint-data.ts).
  const date = useDrawnValue((_now, utc) => (valuation ? dateFormat(language, 'medium', utc).format(new Date(valuation.estimated_at)) : ''));
  if (!valuation) return null;
  const range = formatMoneyRange(valuation.low, valuation.high, valuation.currency, language);
  if (!range) return null;
  return <p className={className} data-testid="indicative-valuation">{t('listings.indicativeValuation', { range, date })}</p>;
}
