import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { DEAL_TYPES, SALE_REASONS } from '#shared/enums.ts';
import { PROFILE_LIMITS, type BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { asOption, errorAt } from '../components/form-helpers.ts';
import { ListField } from '../components/list-field.tsx';
import { Section, TextArea } from '../components/section.tsx';

/** The listing's public teaser (issue 49): what every reader sees, named or confidential, on the card and the page. */
export function TeaserSection() {
  const { t } = useTranslation();
  const { register, control, formState: { errors } } = useFormContext<BusinessProfileInput>();
  const error = (path: string) => errorAt(errors, path);
  const summary = useWatch({ control, name: 'teaser.summary' }) ?? '';
  return (
    <Section title={t('profiles.business.teaser.title')} text={t('profiles.business.teaser.text')}>
      <div>
        <TextArea label={t('profiles.business.teaser.summary')} error={error('teaser.summary')} maxLength={PROFILE_LIMITS.summaryMax}
          placeholder={t('profiles.business.teaser.summaryPlaceholder')} {...register('teaser.summary')} />
        <p className="mt-1 text-xs text-slate-500" aria-live="polite">
          {t('profiles.business.teaser.summaryCount', { length: summary.trim().length, min: PROFILE_LIMITS.summaryMin, max: PROFILE_LIMITS.summaryMax })}
        </p>
      </div>
      <Controller control={control} name="teaser.highlights" render={({ field }) => (
        <ListField<string> legend={t('profiles.business.teaser.highlights')} rowLabel={(i) => `${t('profiles.business.teaser.highlight')} ${i + 1}`}
          addLabel={t('profiles.business.teaser.addHighlight')} rows={field.value ?? []} onChange={field.onChange} newRow={() => ''}
          max={PROFILE_LIMITS.highlightsMax} error={error('teaser.highlights')}
          renderRow={(value, i, update) => (
            <>
              <Input aria-label={`${t('profiles.business.teaser.highlight')} ${i + 1}`} value={value} maxLength={PROFILE_LIMITS.highlight}
                placeholder={i === 0 ? t('profiles.business.teaser.highlightPlaceholder') : undefined}
                onChange={(e) => update(e.target.value)} aria-invalid={Boolean(error(`teaser.highlights.${i}`))} />
              {error(`teaser.highlights.${i}`) && <p className="mt-1 text-sm text-red-600">{error(`teaser.highlights.${i}`)}</p>}
            </>
          )} />
      )} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('profiles.business.teaser.dealType')} error={error('teaser.deal_type')}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} {...register('teaser.deal_type', asOption)}>
              <option value="">{t('profiles.common.select')}</option>
              {DEAL_TYPES.map((v) => <option key={v} value={v}>{t(`enums.dealType.${v}`)}</option>)}
            </Select>
          )}
        </Field>
        <Field label={t('profiles.business.teaser.saleReason')} error={error('teaser.sale_reason')}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} {...register('teaser.sale_reason', asOption)}>
              <option value="">{t('profiles.common.select')}</option>
              {SALE_REASONS.map((v) => <option key={v} value={v}>{t(`enums.saleReason.${v}`)}</option>)}
            </Select>
          )}
        </Field>
      </div>
    </Section>
  );
}
