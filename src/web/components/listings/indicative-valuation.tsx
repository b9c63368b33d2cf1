import { formatMoneyRange } from '../../../shared/money/format.ts';
import type { IndicativeValuation as Valuation } from '../../../shared/valuation/api.ts';
import { languageOf, useTranslation } from '../../lib/i18n.ts';
import { dateFormat } from '../../lib/date-format.ts';

/** "Indicative valuation: AED 4.1M – 5.6M (estimated on 25 Nov 2026)", when the owner chose to show it (issue 22). */
export function IndicativeValuation({ valuation, className }: { valuation: Valuation | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!valuation) return null;
  const language = languageOf(i18n.language);
  const range = formatMoneyRange(valuation.low, valuation.high, valuation.currency, language);
  if (!range) return null;
  const date = dateFormat(language, 'medium').format(new Date(valuation.estimated_at));
  return <p className={className} data-testid="indicative-valuation">{t('listings.indicativeValuation', { range, date })}</p>;
}
