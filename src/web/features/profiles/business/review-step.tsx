import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { Region } from '#shared/enums.ts';
import type { BusinessProfileInput, StatusAfterSave } from '#shared/profiles/profiles.ts';
import { useDocuments } from '../../../components/documents/use-documents.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Section } from '../components/section.tsx';
import type { StepNumber } from './steps.ts';

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** Step 4: everything entered, read back before it is submitted, and what submitting will lead to. */
export function ReviewStep({ onEdit, statusAfterSave }: { onEdit: (step: StepNumber) => void; statusAfterSave: StatusAfterSave | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BusinessProfileInput>();
  const v = useWatch({ control });
  const none = t('profiles.common.notProvided');

  const text = (value: string | null | undefined) => (value && value.trim() ? value : none);
  const num = (value: number | null | undefined, suffix = '') =>
    typeof value === 'number' && Number.isFinite(value) ? `${numberFormat.format(value)}${suffix}` : none;
  const money = (value: number | null | undefined, currency: string | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? `${currency ?? ''} ${numberFormat.format(value)}`.trim() : none;
  const list = (items: readonly (string | undefined)[] | undefined) => {
    const filled = (items ?? []).filter((x): x is string => Boolean(x && x.trim()));
    return filled.length > 0 ? filled.join(', ') : t('profiles.business.noneListed');
  };
  const label = <K extends string>(value: K | null | undefined, render: (k: K) => string) => (value ? render(value) : none);

  const b = v.basic_info;
  const f = v.funding_requirements;
  const h = v.financial_highlights;
  const wishes = v.investor_preferences;
  const people = (v.key_personnel ?? [])
    .filter((p) => p?.name?.trim())
    .map((p) => (p?.position?.trim() ? `${p.name} (${p.position})` : p?.name));

  return (
    <div className="space-y-6">
      <p className="text-slate-600">{t('profiles.business.reviewText')}</p>
      <ReviewSection title={t('profiles.business.steps.basic')} onEdit={() => onEdit(1)}>
        <Facts>
          <Item term={t('profiles.business.visibility.question')} value={t(`profiles.business.visibility.${b?.confidential === false ? 'named' : 'confidential'}`)} />
          <Item term={t('profiles.business.teaser.summary')} value={text(v.teaser?.summary)} />
          <Item term={t('profiles.business.teaser.highlights')} value={list(v.teaser?.highlights)} />
          <Item term={t('profiles.business.teaser.dealType')} value={label(v.teaser?.deal_type, (k) => t(`enums.dealType.${k}`))} />
          <Item term={t('profiles.business.teaser.saleReason')} value={label(v.teaser?.sale_reason, (k) => t(`enums.saleReason.${k}`))} />
          <Item term={t('profiles.business.companyName')} value={text(b?.company_name)} />
          <Item term={t('profiles.business.industry')} value={label(b?.industry, (k) => t(`enums.industry.${k}`))} />
          <Item term={t('profiles.business.subIndustry')} value={text(b?.sub_industry)} />
          <Item term={t('profiles.business.businessStage')} value={label(b?.business_stage, (k) => t(`enums.businessStage.${k}`))} />
          <Item term={t('profiles.business.yearEstablished')} value={typeof b?.year_established === 'number' ? String(b.year_established) : none} />
          <Item term={t('profiles.business.staffBand')} value={label(b?.staff_band, (k) => t(`enums.staffBand.${k}`))} />
          <Item term={t('profiles.business.legalStructure')} value={label(b?.legal_structure, (k) => t(`enums.legalStructure.${k}`))} />
          <Item term={t('profiles.business.registrationNumber')} value={text(b?.registration_number)} />
          <Item term={t('profiles.business.website')} value={text(b?.website)} />
          <Item term={t('profiles.business.businessActivities')} value={list(v.business_activities)} />
          <Item term={t('profiles.business.headquarters')} value={label(v.geographical_presence?.headquarters, (k: Region) => t(`countries.${k}`))} />
          <Item term={t('profiles.business.branches')} value={list((v.geographical_presence?.branches ?? []).map((r) => (r ? t(`countries.${r}`) : r)))} />
          <Item term={t('profiles.business.keyPersonnel')} value={list(people)} />
          <Item term={t('profiles.business.organizationHierarchy')} value={text(v.organization_hierarchy)} />
          <Item term={t('profiles.business.majorSuppliers')} value={list(v.major_suppliers)} />
          <Item term={t('profiles.business.majorCustomers')} value={list(v.major_customers)} />
        </Facts>
      </ReviewSection>
      <ReviewSection title={t('profiles.business.steps.funding')} onEdit={() => onEdit(2)}>
        <Facts>
          <Item term={t('profiles.business.amountRequired')} value={money(f?.amount_required, f?.currency)} />
          <Item term={t('profiles.business.purpose')} value={label(f?.purpose, (k) => t(`enums.purpose.${k}`))} />
          <Item term={t('profiles.business.equityOffered')} value={num(f?.equity_offered, '%')} />
          <Item term={t('profiles.business.expectedValuation')} value={money(f?.expected_valuation, f?.currency)} />
          <Item term={t('profiles.business.price.legend')} value={
            typeof f?.asking_price === 'number' ? `${t('profiles.business.price.asking')}: ${money(f.asking_price, f.currency)}`
              : typeof f?.valuation_min === 'number' && typeof f.valuation_max === 'number'
                ? `${t('profiles.business.price.range')}: ${money(f.valuation_min, f.currency)} – ${money(f.valuation_max, f.currency)}`
                : t('profiles.business.price.on_request')} />
          <Item term={t('profiles.business.annualRevenue')} value={money(h?.annual_revenue, f?.currency)} />
          <Item term={t('profiles.business.profitMargin')} value={num(h?.profit_margin, '%')} />
          <Item term={t('profiles.business.growthRate')} value={num(h?.growth_rate, '%')} />
          <Item term={t('profiles.business.involvementWanted')} value={list((wishes?.involvement ?? []).map((k) => (k ? t(`enums.involvement.${k}`) : k)))} />
          <Item term={t('profiles.business.mustHave')} value={list((wishes?.must_have ?? []).map((k) => (k ? t(`profiles.business.mustHaveOptions.${k}`) : k)))} />
        </Facts>
      </ReviewSection>
      <ReviewSection title={t('profiles.business.steps.documents')} onEdit={() => onEdit(3)}>
        <UploadedDocuments />
      </ReviewSection>
      {statusAfterSave && <Alert tone="info">{t(`profiles.business.submitLeadsTo.${statusAfterSave}`)}</Alert>}
    </div>
  );
}

function ReviewSection({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      {children}
      <Button variant="secondary" onClick={onEdit} aria-label={`${t('profiles.business.edit')} ${title}`}>{t('profiles.business.edit')}</Button>
    </Section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>;
}

/** The documents uploaded on step 3, as the documents panel lists them (issue 21). */
function UploadedDocuments() {
  const { t } = useTranslation();
  const documents = useDocuments();
  if (documents.isPending) return <Spinner className="size-6" />;
  if (documents.isError) return <p className="text-sm text-slate-500">{t('documents.loadFailed')}</p>;
  if (documents.data.length === 0) return <p className="text-sm text-slate-500">{t('documents.empty')}</p>;
  return (
    <ul aria-label={t('profiles.business.uploadedDocuments')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {documents.data.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
          <span className="min-w-0 break-all font-medium text-slate-900">{document.file_name}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{t(`documents.types.${document.type}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}
