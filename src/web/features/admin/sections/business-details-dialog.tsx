import type { AdminBusinessDetail } from '#shared/admin/profiles.ts';
import { formatMoney } from '#shared/money/format.ts';
import { ltr } from '../../../components/ui/ltr.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useBusiness } from '../api/get-profiles.ts';
import { DetailSection, DocumentsSection } from '../components/details.tsx';
import { Loaded } from '../components/section.tsx';
import { FreshnessTags } from '../components/freshness-tags.tsx';
import { ProfileStatusBadge } from '../components/status-badge.tsx';
import { RegistrationVerificationPanel } from './registration-verification.tsx';

/** View Details: the whole business profile, its owner and documents. */
export function BusinessDetailsDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const query = useBusiness(id);
  const name = query.data?.profile.basic_info.company_name || t('admin.businesses.fallbackName');
  return (
    <Modal open={id !== null} onOpenChange={(open) => !open && onClose()} title={name} description={t('admin.details.businessDescription')}>
      <Loaded query={query}>{() => (query.data && id ? <BusinessDetails id={id} detail={query.data} /> : null)}</Loaded>
    </Modal>
  );
}

function BusinessDetails({ id, detail }: { id: string; detail: AdminBusinessDetail }) {
  const { profile, owner, documents } = detail;
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const b = profile.basic_info;
  const f = profile.funding_requirements;
  const h = profile.financial_highlights;
  const percent = (value: number | null) => (value === null ? null : t('admin.details.percent', { value }));
  return (
    <div data-testid="business-details">
      <div className="flex flex-wrap items-center gap-2">
        <ProfileStatusBadge status={profile.status} />
        <FreshnessTags confirmedAt={detail.confirmed_at} paused={detail.paused} verified={detail.verification !== null} />
      </div>
      <DetailSection title={t('admin.details.owner')} rows={[
        [t('admin.details.owner'), owner.full_name],
        [t('admin.details.email'), ltr(owner.email)],
        [t('admin.details.phone'), ltr(owner.phone)],
        [t('admin.details.country'), t(`countries.${owner.country}`)],
      ]} />
      <DetailSection title={t('admin.details.basicInfo')} rows={[
        [t('admin.details.companyName'), b.company_name],
        [t('admin.details.industry'), b.industry && t(`enums.industry.${b.industry}`)],
        [t('admin.details.subIndustry'), b.sub_industry],
        [t('admin.details.stage'), b.business_stage && t(`enums.businessStage.${b.business_stage}`)],
        [t('admin.details.yearEstablished'), b.year_established],
        [t('admin.details.legalStructure'), b.legal_structure && t(`enums.legalStructure.${b.legal_structure}`)],
        [t('admin.details.registrationNumber'), ltr(b.registration_number)],
        [t('admin.details.website'), ltr(b.website)],
        [t('admin.details.activities'), profile.business_activities.join('\n')],
        [t('admin.details.headquarters'), profile.geographical_presence.headquarters],
        [t('admin.details.branches'), profile.geographical_presence.branches.join(', ')],
        [t('admin.details.keyPersonnel'), profile.key_personnel.map((p) => (p.position ? `${p.name} (${p.position})` : p.name)).join('\n')],
        [t('admin.details.hierarchy'), profile.organization_hierarchy],
        [t('admin.details.suppliers'), profile.major_suppliers.join(', ')],
        [t('admin.details.customers'), profile.major_customers.join(', ')],
      ]} />
      <RegistrationVerificationPanel businessId={id} detail={detail} />
      <DetailSection title={t('admin.details.funding')} rows={[
        [t('admin.details.amountRequired'), formatMoney(f.amount_required, f.currency, language)],
        [t('admin.details.purpose'), f.purpose && t(`enums.purpose.${f.purpose}`)],
        [t('admin.details.equityOffered'), percent(f.equity_offered)],
        [t('admin.details.valuation'), formatMoney(f.expected_valuation, f.currency, language)],
      ]} />
      <DetailSection title={t('admin.details.financials')} rows={[
        [t('admin.details.revenue'), formatMoney(h.annual_revenue, f.currency, language)],
        [t('admin.details.margin'), percent(h.profit_margin)],
        [t('admin.details.growth'), percent(h.growth_rate)],
      ]} />
      <DocumentsSection documents={documents} />
    </div>
  );
}
