import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { Field, Input } from '../../../components/ui/field.tsx';
import { asNumber, errorAt } from '../components/form-helpers.ts';
import type { BusinessField } from './steps.ts';

const KINDS = ['on_request', 'asking', 'range'] as const;
type PriceKind = (typeof KINDS)[number];

const PRICE_FIELDS = ['funding_requirements.asking_price', 'funding_requirements.valuation_min', 'funding_requirements.valuation_max'] as const;

/**
 * The price every reader sees (issue 49): on request, an asking price, or a valuation range, in the listing's currency.
 * Choosing one clears the others' figures, so a save never carries two.
 */
export function PriceSection() {
  const { t } = useTranslation();
  const { register, control, setValue, getValues, formState: { errors } } = useFormContext<BusinessProfileInput>();
  const currency = useWatch({ control, name: 'funding_requirements.currency' }) ?? 'USD';
  const [kind, setKind] = useState<PriceKind>(() => {
    const [asking, low, high] = getValues([...PRICE_FIELDS]);
    return asking != null ? 'asking' : low != null || high != null ? 'range' : 'on_request';
  });
  const choose = (next: PriceKind) => {
    setKind(next);
    const kept = next === 'asking' ? [PRICE_FIELDS[0]] : next === 'range' ? [PRICE_FIELDS[1], PRICE_FIELDS[2]] : [];
    for (const name of PRICE_FIELDS) if (!(kept as readonly string[]).includes(name)) setValue(name, null, { shouldDirty: true });
  };
  const amount = (name: BusinessField, label: string) => (
    <Field label={label} error={errorAt(errors, name)}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type="number" inputMode="decimal" step="any" min={0} aria-describedby={describedBy} aria-invalid={invalid} {...register(name, asNumber)} />
      )}
    </Field>
  );
  return (
    <fieldset className="sm:col-span-2" data-testid="price-choice">
      <legend className="text-sm font-medium text-slate-900">{t('profiles.business.price.legend')}</legend>
      <p className="text-sm text-slate-600">{t('profiles.business.price.hint', { currency })}</p>
      <div className="mt-2 flex flex-wrap gap-4">
        {KINDS.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name="price-kind" value={option} checked={kind === option} onChange={() => choose(option)} className="size-4 accent-brand-600" />
            {t(`profiles.business.price.${option}`)}
          </label>
        ))}
      </div>
      {kind === 'asking' && <div className="mt-3 grid gap-4 sm:grid-cols-2">{amount('funding_requirements.asking_price', t('profiles.business.price.askingPrice', { currency }))}</div>}
      {kind === 'range' && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {amount('funding_requirements.valuation_min', t('profiles.business.price.valuationMin', { currency }))}
          {amount('funding_requirements.valuation_max', t('profiles.business.price.valuationMax', { currency }))}
        </div>
      )}
    </fieldset>
  );
}
