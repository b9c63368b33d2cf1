import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { Language } from '#shared/enums.ts';
import type { MethodResult, ValuationEstimate } from '#shared/valuation/result.ts';
import { fillWords } from '#shared/valuation/texts.ts';
import type { ValuationWords } from '#shared/valuation/words.ts';
import { change, money, moneyRange, moneyTriple, share, stepValue } from './format-estimate.ts';

interface ResultProps {
  estimate: ValuationEstimate;
  words: ValuationWords;
  language: Language;
}

/** The range, its conversions, the three methods with their working, the adjustments, the assumptions and the notice. */
export function ValuationResult({ estimate, words, language }: ResultProps) {
  const { t } = useTranslation();
  const { currency } = estimate;
  const bounds = [
    ['low', estimate.low],
    ['mid', estimate.mid],
    ['high', estimate.high],
  ] as const;
  return (
    <div className="space-y-6" data-testid="valuation-result">
      <div>
        <p className="text-sm font-medium text-slate-600">{words.title}</p>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-center" aria-label={t('valuation.rangeLabel')}>
          {bounds.map(([bound, amount]) => (
            <div key={bound} className={bound === 'mid' ? 'rounded-lg bg-brand-600 px-2 py-3 text-white' : 'rounded-lg bg-brand-50 px-2 py-3 text-brand-900'}>
              <dt className={bound === 'mid' ? 'text-xs text-brand-50' : 'text-xs text-slate-600'}>{words.range[bound]}</dt>
              <dd className="mt-1 text-lg font-bold sm:text-2xl" data-testid={`valuation-${bound}`}>{money(amount, currency, language)}</dd>
            </div>
          ))}
        </dl>
        {estimate.conversions.length > 0 && (
          <div className="mt-3 text-sm text-slate-600">
            <p className="font-medium">{words.conversionsHeading}</p>
            <ul className="mt-1 space-y-0.5" data-testid="valuation-conversions">
              {estimate.conversions.map((c) => (
                <li key={c.currency}>{moneyTriple(c.low, c.mid, c.high, c.currency, language)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <section aria-labelledby="valuation-methods">
        <h3 id="valuation-methods" className="text-lg font-semibold">{t('valuation.methodsHeading')}</h3>
        <ul className="mt-3 space-y-3">
          {estimate.methods.map((method) => (
            <MethodCard key={method.method} method={method} currency={currency} words={words} language={language} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="valuation-adjustments">
        <h3 id="valuation-adjustments" className="text-lg font-semibold">{t('valuation.adjustmentsHeading')}</h3>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {estimate.adjustments.map((adjustment) => (
            <li key={adjustment.factor} className="flex items-start justify-between gap-4 py-2">
              <div>
                <p className="font-medium">{words.factors[adjustment.factor].name}</p>
                <p className="text-slate-600">{words.factors[adjustment.factor].explanation}</p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums" dir="ltr">{change(adjustment.multiplier, language, t)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="valuation-assumptions">
        <h3 id="valuation-assumptions" className="text-lg font-semibold">{words.assumptionsHeading}</h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 [overflow-wrap:anywhere]">
          {estimate.assumptions.map((assumption) => (
            <li key={assumption.key}>{fillWords(words.assumptions[assumption.key] ?? assumption.key, assumption.params ?? {})}</li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-500 [overflow-wrap:anywhere]" data-testid="valuation-source">
          {fillWords(words.sourceLine, { source: estimate.multiples.source, date: estimate.multiples.as_of })}
        </p>
      </section>

      <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="valuation-notice">{words.notice}</p>
    </div>
  );
}

function MethodCard({ method, currency, words, language }: { method: MethodResult; currency: string; words: ValuationWords; language: Language }) {
  const { t } = useTranslation();
  const name = words.methods[method.method];
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="valuation-method">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">{name.name}</h4>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {t('valuation.methodWeight', { weight: words.weight, value: share(method.weight, language, t) })}
        </span>
      </div>
      {method.applicable ? (
        <>
          <p className="mt-1 text-base font-semibold text-brand-800">{money(method.mid, currency, language)}</p>
          <p className="text-sm text-slate-600">{t('valuation.methodRange', { range: moneyRange(method.low, method.high, currency, language) })}</p>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{name.notApplicable}</p>
      )}
      <p className="mt-2 text-sm text-slate-600">{name.explanation}</p>
      {method.steps.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{t('valuation.showWorking')}</summary>
          <dl className="mt-2 space-y-1">
            {method.steps.map((step, index) => (
              <div key={`${step.key}-${index}`} className="flex justify-between gap-3">
                <dt className="text-slate-600">{words.steps[step.key] ?? step.key}</dt>
                <dd className="shrink-0 text-end font-medium whitespace-nowrap tabular-nums">{stepValue(step, currency, language, t)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
