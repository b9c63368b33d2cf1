import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Country, Language } from '#shared/enums.ts';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import type { RatesToUsd } from '#shared/money/rates.ts';
import { formatApprox, formatApproxRange, formatMoney, formatMoneyRange } from '#shared/money/format.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useRates } from '../../lib/preferences/use-rates.ts';
import { useCountry } from '../../lib/preferences/use-preferences.ts';

type Amount = number | null | undefined;

/** What an amount needs of its reader: the language it is written in, the header's country and the rates. */
interface MoneyReader {
  t: TFunction;
  language: Language;
  country: Country;
  rates: RatesToUsd | null;
}

function useMoneyReader(): MoneyReader {
  const { t, i18n } = useTranslation();
  const [country] = useCountry();
  const rates = useRates();
  const language = languageOf(i18n.language);
  return useMemo(() => ({ t, language, country, rates }), [t, language, country, rates]);
}

const MoneyReaderContext = createContext<MoneyReader | null>(null);

/**
 * A list of cards reads its reader once here rather than once per amount: two amounts on each of 24 cards made 48
 * subscriptions to the rates, the country and the language, a good part of a listing's hydration (issue 25). A change
 * (the rates arriving after the cards) re-renders the amounts in a background pass that yields to the browser, not in
 * the one long task a store's update otherwise takes.
 */
export function MoneyReaderProvider({ children }: { children: ReactNode }) {
  return <MoneyReaderContext value={useDeferredValue(useMoneyReader())}>{children}</MoneyReaderContext>;
}

/** Outside a provider (a profile's page), an amount reads its reader itself. */
function OwnReader({ render }: { render: (reader: MoneyReader) => ReactNode }) {
  return render(useMoneyReader());
}

function WithReader({ render }: { render: (reader: MoneyReader) => ReactNode }) {
  const reader = useContext(MoneyReaderContext);
  return reader ? render(reader) : <OwnReader render={render} />;
}

/** The figure in the header country's currency, shown small beside the original. */
function approx(t: TFunction, text: string | null) {
  if (!text) return null;
  return (
    <span className="block text-xs font-normal text-slate-500" title={t('money.approxTitle', { amount: text.replace(/^≈ /, '') })} data-testid="approx-amount">
      {text}
    </span>
  );
}

/** An amount in its own currency and, where the header's country uses another, about how much that is locally. */
export function Money({ amount, currency, fallback }: { amount: Amount; currency: string | null | undefined; fallback: string }) {
  return (
    <WithReader render={({ t, language, country, rates }) => {
      const text = formatMoney(amount, currency, language);
      if (!text) return fallback;
      return (
        <>
          {text}
          {approx(t, rates && formatApprox(amount, currency, LOCAL_CURRENCY[country], rates, language))}
        </>
      );
    }} />
  );
}

/** Only the local figure of a US dollar list price (a service's), small, where the header's country uses another currency. */
export function ApproxFromUsd({ amount }: { amount: number }) {
  return <WithReader render={({ t, language, country, rates }) => approx(t, rates && formatApprox(amount, 'USD', LOCAL_CURRENCY[country], rates, language))} />;
}

/** The same for a minimum–maximum range. */
export function MoneyRange({ min, max, currency, fallback }: { min: Amount; max: Amount; currency: string | null | undefined; fallback: string }) {
  return (
    <WithReader render={({ t, language, country, rates }) => {
      const text = formatMoneyRange(min, max, currency, language);
      if (!text) return fallback;
      return (
        <>
          {text}
          {approx(t, rates && formatApproxRange(min, max, currency, LOCAL_CURRENCY[country], rates, language))}
        </>
      );
    }} />
  );
}
