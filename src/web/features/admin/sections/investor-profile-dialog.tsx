import type { AdminInvestorDetail } from '#shared/admin/profiles.ts';
import { formatMoneyRange } from '#shared/money/format.ts';
import { ltr } from '../../../components/ui/ltr.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useInvestor } from '../api/get-profiles.ts';
import { DetailSection, DocumentsSection } from '../components/details.tsx';
import { Loaded } from '../components/section.tsx';
import { FreshnessTags } from '../components/freshness-tags.tsx';
import { ProfileStatusBadge } from '../components/status-badge.tsx';

/** View Profile: the whole investor profile, its owner and documents. */
export function InvestorProfileDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const query = useInvestor(id);
  const owner = query.data?.owner;
  return (
    <Modal open={id !== null} onOpenChange={(open) => !open && onClose()}
      title={t('admin.details.investorTitle', { name: owner ? owner.full_name || owner.email : '' })}
      description={t('admin.details.investorDescription')}>
      <Loaded query={query}>{() => (query.data ? <InvestorDetails detail={query.data} /> : null)}</Loaded>
    </Modal>
  );
}

function InvestorDetails({ detail }: { detail: AdminInvestorDetail }) {
  const { profile, owner, documents } = detail;
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const c = profile.investment_capacity;
  const r = profile.return_expectations;
  return (
    <div data-testid="investor-details">
      <div className="flex flex-wrap items-center gap-2">
        <ProfileStatusBadge status={profile.status} />
        <FreshnessTags confirmedAt={detail.confirmed_at} paused={detail.paused} />
      </div>
      <DetailSection title={t('admin.details.owner')} rows={[
        [t('admin.details.owner'), owner.full_name],
        [t('admin.details.email'), ltr(owner.email)],
        [t('admin.details.company'), owner.company_name],
        [t('admin.details.phone'), ltr(owner.phone)],
        [t('admin.details.country'), t(`countries.${owner.country}`)],
      ]} />
      <DetailSection title={t('admin.details.capacity')} rows={[
        [t('admin.details.capacity'), formatMoneyRange(c.min_amount, c.max_amount, c.currency, language)],
        [t('admin.details.industries'), profile.preferred_industries.map((i) => t(`enums.industry.${i}`)).join(', ')],
        [t('admin.details.minRoi'), r.min_roi === null ? null : t('admin.details.percent', { value: r.min_roi })],
        [t('admin.details.horizon'), r.investment_horizon && t(`enums.horizon.${r.investment_horizon}`)],
        [t('admin.details.involvement'), profile.involvement_type && t(`enums.involvement.${profile.involvement_type}`)],
        [t('admin.details.geography'), profile.geographical_preference.map((g) => t(`enums.region.${g}`)).join(', ')],
        [t('admin.details.stages'), profile.investment_stage.map((s) => t(`enums.investmentStage.${s}`)).join(', ')],
        [t('admin.details.experience'), profile.years_experience],
        [t('admin.details.about'), profile.about],
        [t('admin.details.highlights'), profile.portfolio_highlights],
      ]} />
      <DocumentsSection documents={documents} />
    </div>
  );
}
