import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import {
  CURRENCIES, HORIZONS, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, INVESTOR_MUST_HAVES, INVOLVEMENT_TYPES, REGIONS, type ProfileStatus,
} from '#shared/enums.ts';
import { investorCompleteness, type MandateGap } from '#shared/profiles/profile-model.ts';
import {
  investorProfileSchema, PROFILE_LIMITS, type InvestorProfileDto, type InvestorProfileInput, type InvestorProfileValues,
} from '#shared/profiles/profiles.ts';
import { DocumentsPanel } from '../../components/documents/documents-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { useSaveInvestorProfile } from './api/save-investor-profile.ts';
import { CheckboxGroup } from './components/checkbox-group.tsx';
import { applyProfileErrors, asNumber, asOption, errorAt } from './components/form-helpers.ts';
import { Section, TextArea } from './components/section.tsx';
import { investorFormValues } from './form-values.ts';

const FIELDS = [
  'investment_capacity.min_amount', 'investment_capacity.max_amount', 'investment_capacity.currency', 'preferred_industries',
  'return_expectations.min_roi', 'return_expectations.investment_horizon', 'involvement_type', 'geographical_preference',
  'investment_stage', 'about', 'portfolio_highlights', 'years_experience', 'must_have',
] as const;

const amountOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function InvestorProfileForm({ saved }: { saved: InvestorProfileDto | null }) {
  const { t } = useTranslation();
  const save = useSaveInvestorProfile();
  const [outcome, setOutcome] = useState<{ status: ProfileStatus; complete: boolean } | { failure: string } | null>(null);
  const form = useForm<InvestorProfileInput, unknown, InvestorProfileValues>({
    resolver: zodResolver(investorProfileSchema),
    defaultValues: investorFormValues(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const error = (path: (typeof FIELDS)[number]) => errorAt(errors, path);
  const { register, control } = form;

  // What the saved profile lacks to be listed, each said beside its field until the field holds it.
  const [minAmount, maxAmount, industries, regions, stages] = useWatch({
    control,
    name: ['investment_capacity.min_amount', 'investment_capacity.max_amount', 'preferred_industries', 'geographical_preference', 'investment_stage'],
  });
  const stillMissing = investorCompleteness({
    minAmount: amountOf(minAmount), maxAmount: amountOf(maxAmount),
    preferredIndustries: industries ?? [], geographicalPreference: regions ?? [], investmentStage: stages ?? [],
  }).missing;
  const note = (gap: MandateGap) =>
    saved?.completeness.missing.includes(gap) && stillMissing.includes(gap) ? t(`profiles.mandate.needed.${gap}`) : undefined;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const result = await save.mutateAsync(values);
        setOutcome({ status: result.status, complete: result.completeness.complete });
      } catch (failure) {
        console.error('Saving the investor profile failed', failure);
        const marked = applyProfileErrors(failure, form.setError, FIELDS);
        setOutcome({ failure: marked ? t('profiles.common.fixErrors') : t('profiles.common.saveFailed') });
      }
    },
    () => setOutcome({ failure: t('profiles.common.fixErrors') }),
  );

  const numberField = (name: (typeof FIELDS)[number], label: string, props: { min?: number; max?: number; step?: string; note?: string | undefined } = {}) => (
    <Field label={label} error={error(name)} hint={props.note && <span className="text-sm text-amber-700">{props.note}</span>}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type="number" inputMode="decimal" step={props.step ?? 'any'} min={props.min ?? 0} max={props.max}
          aria-describedby={describedBy} aria-invalid={invalid} {...register(name, asNumber)} />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-6">
      <Section title={t('profiles.investor.capacity')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {numberField('investment_capacity.min_amount', t('profiles.investor.minAmount'), { note: amountOf(minAmount) === null ? note('capacity') : undefined })}
          {numberField('investment_capacity.max_amount', t('profiles.investor.maxAmount'), { note: amountOf(maxAmount) === null ? note('capacity') : undefined })}
          <Field label={t('profiles.common.currency')} error={error('investment_capacity.currency')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('investment_capacity.currency')}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </Select>
            )}
          </Field>
        </div>
      </Section>

      <Section title={t('profiles.investor.preferences')}>
        <Controller control={control} name="preferred_industries" render={({ field }) => (
          <CheckboxGroup legend={t('profiles.investor.preferredIndustries')} options={INVESTOR_INDUSTRIES} label={(v) => t(`enums.industry.${v as (typeof INVESTOR_INDUSTRIES)[number]}`)}
            value={field.value} onChange={field.onChange} error={error('preferred_industries')} note={note('industries')} />
        )} />
        <Controller control={control} name="geographical_preference" render={({ field }) => (
          <CheckboxGroup legend={t('profiles.investor.geographicalPreference')} options={REGIONS} label={(v) => t(`countries.${v as (typeof REGIONS)[number]}`)}
            value={field.value} onChange={field.onChange} error={error('geographical_preference')} note={note('regions')} />
        )} />
        <Controller control={control} name="investment_stage" render={({ field }) => (
          <CheckboxGroup legend={t('profiles.investor.investmentStage')} options={INVESTMENT_STAGES} label={(v) => t(`enums.investmentStage.${v as (typeof INVESTMENT_STAGES)[number]}`)}
            value={field.value} onChange={field.onChange} error={error('investment_stage')} note={note('stages')} />
        )} />
        <Field label={t('profiles.investor.involvementType')} error={error('involvement_type')}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} {...register('involvement_type', asOption)}>
              <option value="">{t('profiles.common.select')}</option>
              {INVOLVEMENT_TYPES.map((v) => <option key={v} value={v}>{t(`enums.involvement.${v}`)}</option>)}
            </Select>
          )}
        </Field>
        <Controller control={control} name="must_have" render={({ field }) => (
          <CheckboxGroup legend={t('profiles.investor.mustHave')} hint={t('profiles.investor.mustHaveHint')} options={INVESTOR_MUST_HAVES}
            label={(v) => t(`enums.mustHave.${v as (typeof INVESTOR_MUST_HAVES)[number]}`)} value={field.value} onChange={field.onChange} error={error('must_have')} />
        )} />
      </Section>

      <Section title={t('profiles.investor.returns')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField('return_expectations.min_roi', t('profiles.investor.minRoi'), { max: 100 })}
          <Field label={t('profiles.investor.horizon')} error={error('return_expectations.investment_horizon')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('return_expectations.investment_horizon', asOption)}>
                <option value="">{t('profiles.common.select')}</option>
                {HORIZONS.map((v) => <option key={v} value={v}>{t(`enums.horizon.${v}`)}</option>)}
              </Select>
            )}
          </Field>
        </div>
      </Section>

      <Section title={t('profiles.investor.aboutSection')}>
        {numberField('years_experience', t('profiles.investor.yearsExperience'), { max: PROFILE_LIMITS.maxYearsExperience, step: '1' })}
        <TextArea label={t('profiles.investor.about')} error={error('about')} maxLength={PROFILE_LIMITS.longText} {...register('about')} />
        <TextArea label={t('profiles.investor.portfolioHighlights')} error={error('portfolio_highlights')} maxLength={PROFILE_LIMITS.longText} {...register('portfolio_highlights')} />
      </Section>

      <Section title={t('profiles.common.documents')}>
        <DocumentsPanel withType={false} showHeading={false} />
      </Section>

      <div className="space-y-3">
        {outcome && 'status' in outcome && (
          // A complete profile is listed at once only when its save published it; under review it waits (issue 21).
          <Alert tone={outcome.complete && outcome.status === 'active' ? 'success' : 'info'}>
            <p>{outcome.status === 'active' ? t('profiles.investor.saved') : t('profiles.investor.savedForReview')}</p>
            <p className="mt-1 font-semibold">
              {!outcome.complete ? t('profiles.mandate.notListed') : outcome.status === 'active' ? t('profiles.mandate.listed') : t('profiles.mandate.listedAfterReview')}
            </p>
          </Alert>
        )}
        {outcome && 'failure' in outcome && <Alert>{outcome.failure}</Alert>}
        <Button type="submit" className="px-6" disabled={isSubmitting}>
          {isSubmitting ? t('profiles.investor.saving') : t('profiles.investor.save')}
        </Button>
      </div>
    </form>
  );
}
