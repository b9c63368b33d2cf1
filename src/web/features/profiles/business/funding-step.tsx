import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { CURRENCIES, FUNDING_PURPOSES } from '#shared/enums.ts';
import type { BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { asNumber, asOption, errorAt } from '../components/form-helpers.ts';
import { Section } from '../components/section.tsx';
import { InvestorPreferencesSection } from './investor-preferences-section.tsx';
import { PriceSection } from './price-section.tsx';
import type { BusinessField } from './steps.ts';

export function FundingStep() {
  const { t } = useTranslation();
  const { register, formState: { errors } } = useFormContext<BusinessProfileInput>();
  const error = (path: BusinessField) => errorAt(errors, path);

  const numberField = (name: BusinessField, label: string, range: { min?: number; max?: number } = {}) => (
    <Field label={label} error={error(name)}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type="number" inputMode="decimal" step="any" min={range.min ?? 0} max={range.max}
          aria-describedby={describedBy} aria-invalid={invalid} {...register(name, asNumber)} />
      )}
    </Field>
  );

  return (
    <div className="space-y-6">
      <Section title={t('profiles.business.steps.funding')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField('funding_requirements.amount_required', t('profiles.business.amountRequired'))}
          <Field label={t('profiles.common.currency')} error={error('funding_requirements.currency')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('funding_requirements.currency')}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </Select>
            )}
          </Field>
          <Field label={t('profiles.business.purpose')} error={error('funding_requirements.purpose')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('funding_requirements.purpose', asOption)}>
                <option value="">{t('profiles.common.select')}</option>
                {FUNDING_PURPOSES.map((v) => <option key={v} value={v}>{t(`enums.purpose.${v}`)}</option>)}
              </Select>
            )}
          </Field>
          {numberField('funding_requirements.equity_offered', t('profiles.business.equityOffered'), { max: 100 })}
          {numberField('funding_requirements.expected_valuation', t('profiles.business.expectedValuation'))}
          <PriceSection />
        </div>
      </Section>
      <Section title={t('profiles.business.financialHighlights')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {numberField('financial_highlights.annual_revenue', t('profiles.business.annualRevenue'))}
          {numberField('financial_highlights.profit_margin', t('profiles.business.profitMargin'), { min: -100, max: 100 })}
          {numberField('financial_highlights.growth_rate', t('profiles.business.growthRate'), { min: -100, max: 1000 })}
        </div>
      </Section>
      <InvestorPreferencesSection />
    </div>
  );
}
