import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, LEGAL_STRUCTURES, REGIONS, STAFF_BANDS, type Region } from '#shared/enums.ts';
import { PROFILE_LIMITS, type BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { asNumber, asOption, errorAt } from '../components/form-helpers.ts';
import { ListField } from '../components/list-field.tsx';
import { Section, TextArea } from '../components/section.tsx';
import { TeaserSection } from './teaser-section.tsx';

type TextListName = 'business_activities' | 'major_suppliers' | 'major_customers';

export function BasicInfoStep() {
  const { t } = useTranslation();
  const { register, control, formState: { errors } } = useFormContext<BusinessProfileInput>();
  const error = (path: string) => errorAt(errors, path);

  const textList = (name: TextListName, legend: string, row: string, add: string) => (
    <Controller control={control} name={name} render={({ field }) => (
      <ListField<string> legend={legend} rowLabel={(i) => `${row} ${i + 1}`} addLabel={add} rows={field.value ?? []}
        onChange={field.onChange} newRow={() => ''} error={error(name)}
        renderRow={(value, i, update) => (
          <>
            <Input aria-label={`${row} ${i + 1}`} value={value} maxLength={PROFILE_LIMITS.shortText} onChange={(e) => update(e.target.value)}
              aria-invalid={Boolean(error(`${name}.${i}`))} />
            {error(`${name}.${i}`) && <p className="mt-1 text-sm text-red-600">{error(`${name}.${i}`)}</p>}
          </>
        )} />
    )} />
  );

  return (
    <div className="space-y-6">
      <Controller control={control} name="basic_info.confidential" render={({ field }) => (
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4" data-testid="name-visibility">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('profiles.business.visibility.question')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {([true, false] as const).map((confidential) => {
              const option = confidential ? 'confidential' : 'named';
              return (
                <label key={option} className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name={field.name} value={option} className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    checked={(field.value ?? true) === confidential} onChange={() => field.onChange(confidential)} onBlur={field.onBlur}
                    aria-labelledby={`visibility-${option}-title`} aria-describedby={`visibility-${option}-hint`} />
                  <span>
                    <span id={`visibility-${option}-title`} className="block text-sm font-medium text-slate-900">{t(`profiles.business.visibility.${option}`)}</span>
                    <span id={`visibility-${option}-hint`} className="block text-sm text-slate-600">{t(`profiles.business.visibility.${option}Hint`)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )} />
      <Section title={t('profiles.business.company')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('profiles.business.companyName')} error={error('basic_info.company_name')} required>
            {({ id, describedBy, invalid }) => (
              <Input id={id} autoComplete="organization" aria-required="true" aria-describedby={describedBy} aria-invalid={invalid}
                maxLength={PROFILE_LIMITS.companyName} {...register('basic_info.company_name')} />
            )}
          </Field>
          <Field label={t('profiles.business.industry')} error={error('basic_info.industry')} required>
            {({ id, describedBy, invalid }) => (
              <Select id={id} aria-required="true" aria-describedby={describedBy} aria-invalid={invalid} {...register('basic_info.industry', asOption)}>
                <option value="">{t('profiles.common.select')}</option>
                {BUSINESS_INDUSTRIES.map((v) => <option key={v} value={v}>{t(`enums.industry.${v}`)}</option>)}
              </Select>
            )}
          </Field>
          <Field label={t('profiles.business.subIndustry')} error={error('basic_info.sub_industry')}>
            {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('basic_info.sub_industry')} />}
          </Field>
          <Field label={t('profiles.business.businessStage')} error={error('basic_info.business_stage')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('basic_info.business_stage', asOption)}>
                <option value="">{t('profiles.common.select')}</option>
                {BUSINESS_STAGES.map((v) => <option key={v} value={v}>{t(`enums.businessStage.${v}`)}</option>)}
              </Select>
            )}
          </Field>
          <Field label={t('profiles.business.yearEstablished')} error={error('basic_info.year_established')}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="number" inputMode="numeric" step="1" min={PROFILE_LIMITS.minYear} aria-describedby={describedBy} aria-invalid={invalid}
                {...register('basic_info.year_established', asNumber)} />
            )}
          </Field>
          <Field label={t('profiles.business.staffBand')} error={error('basic_info.staff_band')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('basic_info.staff_band', asOption)}>
                <option value="">{t('profiles.common.select')}</option>
                {STAFF_BANDS.map((v) => <option key={v} value={v}>{t(`enums.staffBand.${v}`)}</option>)}
              </Select>
            )}
          </Field>
          <Field label={t('profiles.business.legalStructure')} error={error('basic_info.legal_structure')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} {...register('basic_info.legal_structure', asOption)}>
                <option value="">{t('profiles.common.select')}</option>
                {LEGAL_STRUCTURES.map((v) => <option key={v} value={v}>{t(`enums.legalStructure.${v}`)}</option>)}
              </Select>
            )}
          </Field>
          <Field label={t('profiles.business.registrationNumber')} error={error('basic_info.registration_number')}>
            {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('basic_info.registration_number')} />}
          </Field>
          <Field label={t('profiles.business.website')} error={error('basic_info.website')}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="url" inputMode="url" autoComplete="url" placeholder={t('profiles.business.websitePlaceholder')} aria-describedby={describedBy} aria-invalid={invalid}
                {...register('basic_info.website')} />
            )}
          </Field>
        </div>
      </Section>

      <TeaserSection />

      <Section title={t('profiles.business.operations')}>
        {textList('business_activities', t('profiles.business.businessActivities'), t('profiles.business.activity'), t('profiles.business.addActivity'))}
        <Field label={t('profiles.business.headquarters')} error={error('geographical_presence.headquarters')}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} {...register('geographical_presence.headquarters', asOption)}>
              <option value="">{t('profiles.common.select')}</option>
              {REGIONS.map((r) => <option key={r} value={r}>{t(`countries.${r}`)}</option>)}
            </Select>
          )}
        </Field>
        <Controller control={control} name="geographical_presence.branches" render={({ field }) => {
          const rows = (field.value ?? []) as Region[];
          return (
            <ListField<Region> legend={t('profiles.business.branches')} rowLabel={(i) => `${t('profiles.business.branch')} ${i + 1}`}
              addLabel={t('profiles.business.addBranch')} rows={rows} onChange={field.onChange} max={REGIONS.length}
              newRow={() => REGIONS.find((r) => !rows.includes(r)) ?? REGIONS[0]} error={error('geographical_presence.branches')}
              renderRow={(value, i, update) => (
                <Select aria-label={`${t('profiles.business.branch')} ${i + 1}`} value={value} onChange={(e) => update(e.target.value as Region)}>
                  {REGIONS.map((r) => <option key={r} value={r}>{t(`countries.${r}`)}</option>)}
                </Select>
              )} />
          );
        }} />
        <TextArea label={t('profiles.business.organizationHierarchy')} error={error('organization_hierarchy')} maxLength={PROFILE_LIMITS.longText}
          {...register('organization_hierarchy')} />
      </Section>

      <Section title={t('profiles.business.people')}>
        <Controller control={control} name="key_personnel" render={({ field }) => (
          <ListField<{ name: string; position?: string | undefined }> legend={t('profiles.business.keyPersonnel')}
            rowLabel={(i) => `${t('profiles.business.person')} ${i + 1}`} addLabel={t('profiles.business.addPerson')}
            rows={field.value ?? []} onChange={field.onChange} newRow={() => ({ name: '', position: '' })} error={error('key_personnel')}
            renderRow={(person, i, update) => (
              <div className="grid gap-2 sm:grid-cols-2">
                <div>
                  <Input aria-label={`${t('profiles.business.personName')} ${i + 1}`} placeholder={t('profiles.business.personName')} value={person.name}
                    maxLength={PROFILE_LIMITS.name} aria-invalid={Boolean(error(`key_personnel.${i}.name`))} onChange={(e) => update({ ...person, name: e.target.value })} />
                  {error(`key_personnel.${i}.name`) && <p className="mt-1 text-sm text-red-600">{error(`key_personnel.${i}.name`)}</p>}
                </div>
                <Input aria-label={`${t('profiles.business.personPosition')} ${i + 1}`} placeholder={t('profiles.business.personPosition')}
                  value={person.position ?? ''} maxLength={PROFILE_LIMITS.name} onChange={(e) => update({ ...person, position: e.target.value })} />
              </div>
            )} />
        )} />
        {textList('major_suppliers', t('profiles.business.majorSuppliers'), t('profiles.business.supplier'), t('profiles.business.addSupplier'))}
        {textList('major_customers', t('profiles.business.majorCustomers'), t('profiles.business.customer'), t('profiles.business.addCustomer'))}
      </Section>
    </div>
  );
}
