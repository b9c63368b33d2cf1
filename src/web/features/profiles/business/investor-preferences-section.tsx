import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { INVOLVEMENT_TYPES, OWNER_MUST_HAVES, type InvolvementType, type OwnerMustHave } from '#shared/enums.ts';
import type { BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { CheckboxGroup } from '../components/checkbox-group.tsx';
import { errorAt } from '../components/form-helpers.ts';
import { Section } from '../components/section.tsx';

/** Step 2's "What you want of an investor": the involvement sought, and which wishes are must-haves (issue 20). */
export function InvestorPreferencesSection() {
  const { t } = useTranslation();
  const { control, formState: { errors } } = useFormContext<BusinessProfileInput>();
  return (
    <Section title={t('profiles.business.investorPreferences')}>
      <Controller control={control} name="investor_preferences.involvement" render={({ field }) => (
        <CheckboxGroup legend={t('profiles.business.involvementWanted')} options={INVOLVEMENT_TYPES} label={(v) => t(`enums.involvement.${v as InvolvementType}`)}
          value={field.value} onChange={field.onChange} error={errorAt(errors, 'investor_preferences.involvement')} />
      )} />
      <Controller control={control} name="investor_preferences.must_have" render={({ field }) => (
        <CheckboxGroup legend={t('profiles.business.mustHave')} hint={t('profiles.business.mustHaveHint')} options={OWNER_MUST_HAVES}
          label={(v) => t(`profiles.business.mustHaveOptions.${v as OwnerMustHave}`)}
          value={field.value} onChange={field.onChange} error={errorAt(errors, 'investor_preferences.must_have')} />
      )} />
    </Section>
  );
}
