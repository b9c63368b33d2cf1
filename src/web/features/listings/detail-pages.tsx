import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import type { BusinessMatchCard, InvestorMatchCard } from '#shared/deals/introductions.ts';
import { useInvestorTitle } from '../../components/listings/investor-title.ts';
import { useBusinessName } from '../../components/listings/business-title.ts';
import { Figure, priceRow } from '../../components/listings/figures.tsx';
import { IndicativeValuation } from '../../components/listings/indicative-valuation.tsx';
import { Money, MoneyRange } from '../../components/listings/money.tsx';
import { SectorAvatar } from '../../components/listings/sector-identity.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useBusinessMatchCard, useInvestorMatchCard } from './api/get-match-card.ts';
import { useBusinessProfile, useInvestorProfile } from './api/get-profile.ts';
import { useSaveFavourite } from './api/save-favourite.ts';
import { counterpartCardPath } from './counterpart-path.ts';
import { ProfileFallback, ProfileFrame, ProfileSection, type PrimaryAction, type ReaderMatch } from './profile-page-parts.tsx';

// A listed profile's own page (issue 21): everything its card shows, laid out in full, and for a signed-in
// counterpart their match with it. Both pages are one module, so one chunk.

/** The counterpart's match, with the heart showing the save in flight. */
function readerMatch(card: BusinessMatchCard | InvestorMatchCard | undefined, save: ReturnType<typeof useSaveFavourite>): ReaderMatch | null {
  if (!card) return null;
  const favourite = save.isPending && save.variables !== undefined ? save.variables : card.state.favourite;
  return { card, favourite, saving: save.isPending, onHeart: () => save.mutate(!favourite) };
}

/** Registering is the way in for a visitor; a signed-in reader who is no counterpart has no action here. */
function primaryAction(counterpart: PrimaryAction | null, signedOut: boolean, register: string): PrimaryAction | null {
  return counterpart ?? (signedOut ? { to: '/register', label: register } : null);
}

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

export function BusinessDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // The owner's "See as an investor": the page exactly as the public gets it (issue 49).
  const asPublic = search.get('view') === 'public';
  const { user, status } = useAuth();
  const investor = user?.user_type === 'investor';
  const profile = useBusinessProfile(id, asPublic);
  const match = useBusinessMatchCard(id, investor);
  const save = useSaveFavourite('businesses', id);
  const business = profile.data;
  const region = (name: string) => t(`enums.region.${name}`, { defaultValue: name });
  const { name, anonymousTitle } = useBusinessName(business);
  const sector = business?.industry ? t(`enums.industry.${business.industry}`) : null;
  useDocumentTitle(
    business
      ? joined(anonymousTitle ? [name, anonymousTitle] : [name, sector, business.headquarters && region(business.headquarters)])
      : profile.error ? t('listings.businessNotFound') : t('listings.businessesTitle'),
  );
  const back = { to: '/businesses', label: t('listings.allBusinesses') };
  if (!business) return <ProfileFallback error={profile.error} notFound={t('listings.businessNotFound')} back={back} />;

  const funding = business.funding_requirements;
  const figures = business.financial_highlights;
  const price = priceRow(t, funding);
  const notSpecified = t('listings.notSpecified');
  const list = (items: string[]) => items.join(t('listings.listSeparator'));
  return (
    <ProfileFrame
      testId="business-profile"
      back={back}
      notice={asPublic && (
        <Alert tone="info" className="mb-4">
          <span data-testid="public-preview">{t('listings.previewNotice')}</span>{' '}
          <Link to="/businessprofile" className="font-medium underline">{t('listings.previewBack')}</Link>
        </Alert>
      )}
      avatar={<SectorAvatar sector={business.industry} large />}
      title={name}
      subtitle={anonymousTitle ?? joined([sector ?? notSpecified, business.sub_industry])}
      badge={business.business_stage && (
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">{t(`enums.businessStage.${business.business_stage}`)}</span>
      )}
      createdAt={business.created_at}
      trust={business.trust}
      primary={primaryAction(investor ? { to: counterpartCardPath('business', business.id), label: t('listings.expressInterest') } : null, status === 'signedOut', t('listings.registerToConnect'))}
      match={readerMatch(match.data, save)}
    >
      {(business.teaser.summary || business.teaser.highlights.length > 0 || business.teaser.deal_type || business.teaser.sale_reason) && (
        <ProfileSection title={t('listings.teaserSection')} text>
          {business.teaser.summary && <p data-testid="teaser-summary">{business.teaser.summary}</p>}
          {business.teaser.highlights.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 ps-5" aria-label={t('listings.highlights')}>
              {business.teaser.highlights.map((highlight) => <li key={highlight}>{highlight}</li>)}
            </ul>
          )}
          {(business.teaser.deal_type || business.teaser.sale_reason) && (
            <dl className="mt-3 space-y-2 whitespace-normal">
              {business.teaser.deal_type && detailRow(t('listings.dealType'), t(`enums.dealType.${business.teaser.deal_type}`))}
              {business.teaser.sale_reason && detailRow(t('listings.saleReason'), t(`enums.saleReason.${business.teaser.sale_reason}`))}
            </dl>
          )}
        </ProfileSection>
      )}
      <ProfileSection title={t('listings.fundingSection')}>
        {detailRow(t('listings.seeking'), <Money amount={funding.amount_required} currency={funding.currency} fallback={t('listings.confidential')} />)}
        {detailRow(t('listings.equityOffered'), funding.equity_offered === null ? notSpecified : t('listings.equity', { value: funding.equity_offered }))}
        {detailRow(t('listings.purpose'), funding.purpose ? t(`enums.purpose.${funding.purpose}`) : notSpecified)}
        {detailRow(...price)}
      </ProfileSection>
      <ProfileSection title={t('listings.businessSection')}>
        {detailRow(t('listings.industry'), sector ?? notSpecified)}
        {detailRow(t('listings.activity'), business.sub_industry || notSpecified)}
        {detailRow(t('listings.stage'), business.business_stage ? t(`enums.businessStage.${business.business_stage}`) : notSpecified)}
        {detailRow(t('listings.established'), business.year_established === null ? notSpecified : String(business.year_established))}
        {detailRow(t('listings.staff'), business.staff_band ? t(`enums.staffBand.${business.staff_band}`) : notSpecified)}
        {detailRow(t('listings.annualRevenue'), <Figure exact={figures.annual_revenue} band={figures.revenue_range} currency={funding.currency} fallback={t('listings.confidential')} />)}
        {detailRow(t('listings.profit'), (
          <>
            <Figure exact={figures.profit} band={figures.profit_range} currency={funding.currency} fallback={notSpecified} />
            {figures.revenue_range && <span className="mt-1 block text-xs font-normal text-slate-500" data-testid="ranges-note">{t('listings.rangesNote')}</span>}
          </>
        ))}
      </ProfileSection>
      <ProfileSection title={t('listings.locationsSection')}>
        {detailRow(t('listings.headquarters'), business.headquarters ? region(business.headquarters) : t('listings.global'))}
        {detailRow(t('listings.branches'), business.branches.length > 0 ? list(business.branches.map(region)) : t('listings.noBranches'))}
      </ProfileSection>
      <IndicativeValuation valuation={business.indicative_valuation} className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm font-medium text-brand-900 md:col-span-2" />
    </ProfileFrame>
  );
}

const NO_INVESTOR = { involvement_type: null, geographical_preference: [], preferred_industries: [] };

export function InvestorDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, status } = useAuth();
  const owner = user?.user_type === 'business_owner';
  const profile = useInvestorProfile(id);
  const match = useInvestorMatchCard(id, owner);
  const save = useSaveFavourite('investors', id);
  const investor = profile.data;
  const title = useInvestorTitle(investor ?? NO_INVESTOR);
  // The tab never carries a name, not even an admin's.
  useDocumentTitle(investor ? title : profile.error ? t('listings.investorNotFound') : t('listings.investorsTitle'));
  const back = { to: '/investors', label: t('listings.allInvestors') };
  if (!investor) return <ProfileFallback error={profile.error} notFound={t('listings.investorNotFound')} back={back} />;

  const capacity = investor.investment_capacity;
  const returns = investor.return_expectations;
  const notSpecified = t('listings.notSpecified');
  const list = (items: string[]) => items.join(t('listings.listSeparator'));
  const range = <MoneyRange min={capacity.min_amount} max={capacity.max_amount} currency={capacity.currency} fallback={t('listings.confidential')} />;
  return (
    <ProfileFrame
      testId="investor-profile"
      back={back}
      avatar={<SectorAvatar sector={investor.preferred_industries[0]} round large />}
      // Only an admin's card carries the name (as on the listing); everyone else reads the anonymous title.
      title={investor.investor_name ?? title}
      subtitle={investor.investor_name === undefined ? range : title}
      createdAt={investor.created_at}
      trust={investor.trust}
      primary={primaryAction(owner ? { to: counterpartCardPath('investor', investor.id), label: t('listings.connect') } : null, status === 'signedOut', t('listings.registerToConnect'))}
      match={readerMatch(match.data, save)}
    >
      <ProfileSection title={t('listings.investmentSection')}>
        {detailRow(t('listings.investmentRange'), range)}
        {detailRow(t('listings.investmentStages'), list(investor.investment_stage.map((s) => t(`enums.investmentStage.${s}`))) || notSpecified)}
        {detailRow(t('listings.minRoi'), returns.min_roi === null ? notSpecified : t('listings.minRoiValue', { value: returns.min_roi }))}
        {detailRow(t('listings.horizon'), returns.investment_horizon ? t(`enums.horizon.${returns.investment_horizon}`) : notSpecified)}
      </ProfileSection>
      <ProfileSection title={t('listings.focusSection')}>
        {detailRow(t('listings.preferredIndustries'), list(investor.preferred_industries.map((i) => t(`enums.industry.${i}`))) || notSpecified)}
        {detailRow(t('listings.geography'), list(investor.geographical_preference.map((r) => t(`enums.region.${r}`))) || t('listings.global'))}
        {detailRow(t('listings.involvement'), investor.involvement_type ? t(`enums.involvement.${investor.involvement_type}`) : notSpecified)}
        {detailRow(t('listings.experience'), investor.years_experience === null ? notSpecified : t('listings.experienceYears', { count: investor.years_experience }))}
      </ProfileSection>
      {investor.about && <ProfileSection title={t('listings.aboutSection')} text>{investor.about}</ProfileSection>}
    </ProfileFrame>
  );
}
