import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES } from '#shared/enums.ts';
import { COUNTRIES, type Country } from '#shared/preferences.ts';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import { EBITDA_BASES, OWNER_DEPENDENCE } from '#shared/valuation/inputs.ts';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { wordText } from '../../lib/i18n/word-message.ts';
import type { ValuationDraft, ValuationField } from './valuation-draft.ts';

interface FormProps {
  draft: ValuationDraft;
  /** Field messages to show (those of touched fields), English as the schema writes them. */
  errors: Partial<Record<ValuationField, string>>;
  onChange(next: ValuationDraft): void;
  onTouch(field: ValuationField): void;
}

/** The estimator's inputs; every change recomputes the estimate beside it. */
export function ValuationForm({ draft, errors, onChange, onTouch }: FormProps) {
  const { t } = useTranslation();
  const set = (field: ValuationField, value: string) => {
    const next = { ...draft, [field]: value };
    // The currency follows the country until the reader picks another one.
    if (field === 'country' && draft.currency === LOCAL_CURRENCY[draft.country as Country]) next.currency = LOCAL_CURRENCY[value as Country] ?? draft.currency;
    onChange(next);
  };

  const select = (field: ValuationField, label: string, options: readonly string[], text: (option: string) => string) => (
    <Field label={label} error={errors[field]} required>
      {({ id, describedBy, invalid }) => (
        <Select id={id} name={field} value={draft[field]} aria-describedby={describedBy} aria-invalid={invalid}
          onChange={(event) => set(field, event.target.value)} onBlur={() => onTouch(field)}>
          {draft[field] === '' && <option value="">{t('valuation.choose')}</option>}
          {options.map((option) => <option key={option} value={option}>{text(option)}</option>)}
        </Select>
      )}
    </Field>
  );

  const figure = (field: ValuationField, label: string, hint?: string) => (
    <Field label={label} error={errors[field]} hint={hint} required>
      {({ id, describedBy, invalid }) => (
        <Input id={id} name={field} value={draft[field]} inputMode="decimal" autoComplete="off" dir="ltr" className="text-start"
          aria-describedby={describedBy} aria-invalid={invalid}
          onChange={(event) => set(field, event.target.value)} onBlur={() => onTouch(field)} />
      )}
    </Field>
  );

  const amountHint = t('valuation.hints.amount', { currency: draft.currency || '—' });
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4" aria-labelledby="valuation-form-heading">
      {select('industry', t('valuation.fields.industry'), BUSINESS_INDUSTRIES, (i) => t(`enums.industry.${i as (typeof BUSINESS_INDUSTRIES)[number]}`))}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('country', t('valuation.fields.country'), COUNTRIES, (c) => t(`countries.${c as Country}`))}
        {select('currency', t('valuation.fields.currency'), CURRENCIES, (c) => c)}
      </div>
      {figure('revenue', t('valuation.fields.revenue'), amountHint)}
      <Choice
        legend={t('valuation.fields.ebitdaBasis')}
        name="ebitda_basis"
        value={draft.ebitda_basis}
        options={EBITDA_BASES.map((basis) => [basis, basis === 'amount' ? t('valuation.fields.ebitdaAmount') : t('valuation.fields.ebitdaMargin')])}
        onChange={(value) => set('ebitda_basis', value)}
      />
      {draft.ebitda_basis === 'margin'
        ? figure('ebitda_margin', t('valuation.fields.ebitdaMarginValue'), t('valuation.hints.ebitda'))
        : figure('ebitda', t('valuation.fields.ebitda'), `${amountHint} ${t('valuation.hints.ebitda')}`)}
      <div className="grid gap-4 sm:grid-cols-2">
        {figure('revenue_growth', t('valuation.fields.revenueGrowth'), t('valuation.hints.growth'))}
        {figure('years_trading', t('valuation.fields.yearsTrading'))}
      </div>
      {select('business_stage', t('valuation.fields.businessStage'), BUSINESS_STAGES, (s) => t(`enums.businessStage.${s as (typeof BUSINESS_STAGES)[number]}`))}
      {figure('recurring_share', t('valuation.fields.recurringShare'), t('valuation.hints.recurring'))}
      <Choice
        legend={t('valuation.fields.ownerDependence')}
        name="owner_dependence"
        value={draft.owner_dependence}
        options={OWNER_DEPENDENCE.map((level) => [level, t(`valuation.ownerDependence.${level}`)])}
        onChange={(value) => {
          set('owner_dependence', value);
          onTouch('owner_dependence');
        }}
        error={errors.owner_dependence}
      />
    </form>
  );
}

interface ChoiceProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: (readonly [value: string, label: string])[];
  onChange(value: string): void;
  error?: string | undefined;
}

/** A simple choice among a few, as radio buttons side by side. */
function Choice({ legend, name, value, options, onChange, error }: ChoiceProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}<span aria-hidden="true" className="text-red-600"> *</span></legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map(([option, label]) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-brand-600" />
            {label}
          </label>
        ))}
      </div>
      {error && <p id={errorId} className="mt-1 text-sm text-red-600">{wordText(error)}</p>}
    </fieldset>
  );
}
