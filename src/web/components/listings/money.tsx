import { useTranslation } from 'react-i18next';
import { LOCAL_CURRENCY } from '../../../shared/money/currencies.ts';
import { formatApprox, formatApproxRange, formatMoney, formatMoneyRange } from '../../../shared/money/format.ts';
import { languageOf } from '../../lib/i18n.ts';
import { useRates } from '../../lib/use-rates.ts';
import { useCountry } from '../../lib/use-preferences.ts';

type Amount = number | null | undefined;

/** The figure in the header country's currency, shown small beside the original. */
function Approx({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <span className="block text-xs font-normal text-slate-500" title={t('money.approxTitle', { amount: text.replace(/^≈ /, '') })} data-testid="approx-amount">
      {text}
    </span>
  );
}

/** An amount in its own currency and, where the header's country uses another, about how much that is locally. */
export function Money({ amount, currency, fallback }: { amount: Amount; currency: string | null | undefined; fallback: string }) {
  const { i18n } = useTranslation();
  const [country] = useCountry();
  const rates = useRates();
  const language = languageOf(i18n.language);
  const text = formatMoney(amount, currency, language);
  if (!text) return <>{fallback}</>;
  return (
    <>
      {text}
      <Approx text={rates && formatApprox(amount, currency, LOCAL_CURRENCY[country], rates, language)} />
    </>
  );
}

/** The same for a minimum–maximum range. */
export function MoneyRange({ min, max, currency, fallback }: { min: Amount; max: Amount; currency: string | null | undefined; fallback: string }) {
  const { i18n } = useTranslation();
  const [country] = useCountry();
  const rates = useRates();
  const language = languageOf(i18n.language);
  const text = formatMoneyRange(min, max, currency, language);
  if (!text) return <>{fallback}</>;
  return (
    <>
      {text}
      <Approx text={rates && formatApproxRange(min, max, currency, LOCAL_CURRENCY[country], rates, language)} />
    </>
  );
}
