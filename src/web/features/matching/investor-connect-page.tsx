import { type InvestorMatchCard } from '#shared/deals/introductions.ts';
import { CAPACITY_BUCKETS, CONNECT_INDUSTRIES } from '#shared/matching/derived.ts';
import { INVOLVEMENT_TYPES } from '#shared/enums.ts';
import { messages } from '#shared/messages/messages.ts';
import { useInvestorTitle } from '../../components/listings/investor-title.ts';
import { MoneyRange } from '../../components/listings/money.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useFocusedInvestor, useInterestedInvestors, useInvestorMatches, useInvestorNearMisses } from './api/get-matches.ts';
import type { CardSide } from './match-card.tsx';
import { SidebarSelect } from './match-layout.tsx';
import { MatchPage, type MatchSide, type SideMatches } from './match-page.tsx';

// InvestorConnect: an owner's investors, ranked by their fit with the owner's business; Connect is sent at once.

function InvestorTags({ card }: { card: InvestorMatchCard }) {
  const { t } = useTranslation();
  return (
    <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
      {card.involvement_type ? t(`enums.involvement.${card.involvement_type}`) : t('matching.activeFallback')}
    </span>
  );
}

function InvestorFacts({ card }: { card: InvestorMatchCard }) {
  const { t } = useTranslation();
  const industries = card.preferred_industries;
  const regions = card.geographical_preference;
  return (
    <>
      <dl className="mt-3 space-y-1 text-sm">
        {detailRow(t('matching.capacityLabel'), <MoneyRange min={card.investment_capacity.min_amount} max={card.investment_capacity.max_amount} currency={card.investment_capacity.currency} fallback={t('matching.notStated')} />)}
        {detailRow(t('matching.irr'), card.min_roi === null ? t('matching.irrDefault') : t('matching.irrValue', { value: card.min_roi }))}
        {detailRow(t('matching.horizon'), card.investment_horizon ? t(`enums.horizon.${card.investment_horizon}`) : t('matching.horizonDefault'))}
        {detailRow(t('matching.experience'), card.years_experience === null ? t('matching.notStated') : t('matching.experienceYears', { count: card.years_experience }))}
        {detailRow(t('matching.geographicFocus'), regions.length === 0 ? t('matching.global')
          : [regions.slice(0, 2).map((r) => t(`enums.region.${r}`)).join(', '), regions.length > 2 ? t('matching.more', { count: regions.length - 2 }) : ''].filter(Boolean).join(' '))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {industries.slice(0, 3).map((i) => <span key={i} className="rounded bg-slate-100 px-2 py-0.5 text-xs">{t(`enums.industry.${i}`)}</span>)}
        {industries.length > 3 && <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{t('matching.more', { count: industries.length - 3 })}</span>}
      </div>
      {card.about && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{card.about}</p>}
    </>
  );
}

const INVESTOR_CARD: CardSide<InvestorMatchCard> = {
  testId: 'investor-match-card',
  mine: 'connected',
  theirs: 'interest_expressed',
  theirsAt: 'interested_at',
  words: { act: 'matching.connect', acted: 'matching.connected', waiting: 'matching.interestedInYou', theyDeclined: 'matching.investorDeclined', youDeclined: 'matching.youDeclinedInvestor' },
  keepsFocus: false,
  round: true,
  sector: (card) => card.preferred_industries[0],
  // The same anonymous title as on the Investors listing, from public fields only (issue 21).
  useTitle: useInvestorTitle,
  Tags: InvestorTags,
  Facts: InvestorFacts,
};

const INVESTOR_FILTERS = ['involvement', 'capacity', 'industry'] as const;

function useInvestorSide({ nearMisses, focusId }: { nearMisses: boolean; focusId: string | null }): SideMatches<InvestorMatchCard> {
  const { t } = useTranslation();
  const filters = useUrlFilters(INVESTOR_FILTERS);
  const involvement = INVOLVEMENT_TYPES.find((v) => v === filters.values.involvement);
  const capacity = CAPACITY_BUCKETS.find((v) => v === filters.values.capacity);
  const industry = CONNECT_INDUSTRIES.find((v) => v === filters.values.industry);
  const wanted = { search: filters.search || undefined, involvement, capacity, industry };
  return {
    filters,
    query: useInvestorMatches({ ...wanted, page: filters.page }),
    nearMisses: useInvestorNearMisses(wanted, nearMisses),
    group: useInterestedInvestors(),
    focus: useFocusedInvestor(focusId),
    sidebar: (
      <>
        <SidebarSelect label={t('matching.involvement')} allLabel={t('matching.allInvolvement')} value={involvement ?? ''} onChange={(v) => filters.setFilter('involvement', v)}
          options={INVOLVEMENT_TYPES.map((v) => ({ value: v, label: t(`enums.involvement.${v}`) }))} />
        <SidebarSelect label={t('matching.capacity')} allLabel={t('matching.allCapacity')} value={capacity ?? ''} onChange={(v) => filters.setFilter('capacity', v)}
          options={CAPACITY_BUCKETS.map((v) => ({ value: v, label: t(`matching.capacityBuckets.${v}`) }))} />
        <SidebarSelect label={t('matching.industry')} allLabel={t('matching.allIndustries')} value={industry ?? ''} onChange={(v) => filters.setFilter('industry', v)}
          options={CONNECT_INDUSTRIES.map((v) => ({ value: v, label: t(`enums.industry.${v}`) }))} />
      </>
    ),
  };
}

const INVESTOR_SIDE: MatchSide<InvestorMatchCard> = {
  card: INVESTOR_CARD,
  reader: 'business_owner',
  refused: 'investorconnect',
  profilePath: '/businessprofile',
  savedSearch: 'investor_connect',
  favourites: 'investors',
  groupId: 'interested-in-you',
  actions: { act: 'connect', withdraw: 'withdrawConnect', decline: 'declineInterest' },
  actedMessage: messages.connectSuccess,
  words: {
    title: 'matching.connectTitle', subtitle: 'matching.connectSubtitle', sidebar: 'matching.investorConnectSidebar',
    completeProfile: 'matching.completeBusinessProfile', fromListing: 'matching.fromInvestorsListing',
    statsTotal: 'matching.statsTotalInvestors', statsActed: 'matching.statsConnected',
    group: 'matching.interestedInYou', groupHint: 'matching.interestedInYouHint', declineDescription: 'matching.declineInvestorDescription',
    empty: 'matching.noInvestors', emptyHint: 'matching.noInvestorsHint',
  },
  useMatches: useInvestorSide,
  useGate: () => null,
};

export function InvestorConnectPage() {
  return <MatchPage side={INVESTOR_SIDE} />;
}
