import { type BusinessMatchCard } from '#shared/deals/introductions.ts';
import { CATEGORIES, SIZE_BANDS } from '#shared/matching/derived.ts';
import { messages } from '#shared/messages/messages.ts';
import { useBusinessName } from '../../components/listings/business-title.ts';
import { Figure } from '../../components/listings/figures.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useBusinessNearMisses, useConnectingBusinesses, useFocusedBusiness } from './api/get-matches.ts';
import type { CardSide } from './match-card.tsx';
import { cardAmount } from './match-card-parts.tsx';
import { SidebarInput, SidebarSelect } from './match-layout.tsx';
import { MatchPage, type MatchSide, type SideMatches, type StepGate } from './match-page.tsx';
import { NdaDialog } from './nda-dialog.tsx';
import { BUSINESS_FILTERS, useBusinessMatchesQuery } from './use-business-matches-query.ts';
import { useNdaGate } from './use-nda-gate.ts';

// BusinessMatches: an investor's businesses, ranked by their fit with the investor's mandate; Interested waits for
// the business's NDA when it asks for one.

/** The company's name, or "Confidential Business" for a confidential one until the introduction (issue 49). */
function useBusinessTitle(card: BusinessMatchCard): string {
  return useBusinessName(card).name;
}

function BusinessTags({ card }: { card: BusinessMatchCard }) {
  const { t } = useTranslation();
  const { anonymousTitle } = useBusinessName(card);
  return (
    <>
      {anonymousTitle && <p className="text-sm text-slate-600" data-testid="anonymous-title">{anonymousTitle}</p>}
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
        {card.category && <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">{t(`enums.industry.${card.category}`)}</span>}
        {card.business_stage && <span className="text-slate-600">{t(`enums.businessStage.${card.business_stage}`)}</span>}
        <span className="text-slate-600" data-testid="size-band">{t('matching.sizeValue', { size: t(`enums.sizeBand.${card.size}`) })}</span>
      </div>
    </>
  );
}

function BusinessFacts({ card }: { card: BusinessMatchCard }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const amount = (value: number | null) => cardAmount(value, card.currency, language) ?? t('matching.confidential');
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {detailRow(t('matching.location'), card.headquarters ? t(`enums.region.${card.headquarters}`, { defaultValue: card.headquarters }) : t('matching.multiple'))}
      {detailRow(card.revenue_range ? t('matching.revenueRange') : t('matching.revenue'),
        card.revenue_range ? <Figure exact={null} band={card.revenue_range} currency={card.currency} fallback={t('matching.confidential')} /> : amount(card.annual_revenue))}
      {detailRow(card.ebitda_range ? t('matching.ebitdaRange') : t('matching.ebitdaEstimated'),
        card.ebitda_range ? <Figure exact={null} band={card.ebitda_range} currency={card.currency} fallback={t('matching.confidential')} /> : amount(card.ebitda))}
      {card.staff_band && detailRow(t('listings.staff'), t(`enums.staffBand.${card.staff_band}`))}
      {detailRow(t('matching.yearsOfOperation'), card.years_of_operation === null ? t('matching.notStated') : String(card.years_of_operation))}
      {detailRow(t('matching.branches'), String(card.branches_count))}
      {detailRow(t('matching.seeking'), amount(card.amount_required))}
      {detailRow('', card.equity_offered === null ? t('matching.equityNegotiable') : t('matching.equityOffered', { value: card.equity_offered }))}
    </dl>
  );
}

const BUSINESS_CARD: CardSide<BusinessMatchCard> = {
  testId: 'business-match-card',
  mine: 'interest_expressed',
  theirs: 'connected',
  theirsAt: 'connected_at',
  words: { act: 'matching.interested', acted: 'matching.interestExpressed', waiting: 'matching.wantsToConnect', theyDeclined: 'matching.ownerDeclined', youDeclined: 'matching.youDeclinedOwner' },
  keepsFocus: true,
  round: false,
  sector: (card) => card.category,
  useTitle: useBusinessTitle,
  Tags: BusinessTags,
  Facts: BusinessFacts,
};

function useBusinessSide({ nearMisses, focusId }: { nearMisses: boolean; focusId: string | null }): SideMatches<BusinessMatchCard> {
  const { t } = useTranslation();
  const filters = useUrlFilters(BUSINESS_FILTERS);
  const { query, sent, currency, errors, category, size } = useBusinessMatchesQuery(filters);
  const { page: _page, ...nearMissesQuery } = sent;
  return {
    filters,
    query,
    nearMisses: useBusinessNearMisses(nearMissesQuery, nearMisses),
    group: useConnectingBusinesses(),
    focus: useFocusedBusiness(focusId),
    sidebar: (
      <>
        <SidebarSelect label={t('matching.category')} allLabel={t('matching.allCategories')} value={category ?? ''} onChange={(v) => filters.setFilter('category', v)}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`enums.industry.${c}`) }))} />
        <SidebarSelect label={t('matching.size')} allLabel={t('matching.allSizes')} value={size ?? ''} onChange={(v) => filters.setFilter('size', v)}
          options={SIZE_BANDS.map((s) => ({ value: s, label: t(`enums.sizeBand.${s}`) }))} />
        <SidebarInput label={t('matching.revenueMin', { currency })} type="number" value={filters.values.revenue_min} error={errors.revenue_min}
          onChange={(v) => filters.setFilter('revenue_min', v)} />
        <SidebarInput label={t('matching.revenueMax', { currency })} type="number" value={filters.values.revenue_max} error={errors.revenue_max}
          onChange={(v) => filters.setFilter('revenue_max', v)} />
      </>
    ),
  };
}

/** Interested waits for the business's NDA when it asks for one; refused for want of one (ndaRequired), it shows the NDA. */
function useNdaBeforeInterest(): StepGate {
  const nda = useNdaGate();
  return {
    checking: nda.checking,
    check: nda.check,
    refused: async (id, error) => error instanceof ApiRequestError && error.code === 'ndaRequired' && (await nda.open(id)),
    dialog: (passed) => <NdaDialog gate={nda} onAccepted={passed} />,
  };
}

const BUSINESS_SIDE: MatchSide<BusinessMatchCard> = {
  card: BUSINESS_CARD,
  reader: 'investor',
  refused: 'businessmatches',
  profilePath: '/investorprofile',
  savedSearch: 'business_matches',
  favourites: 'businesses',
  groupId: 'wants-to-connect',
  actions: { act: 'interest', withdraw: 'withdrawInterest', decline: 'declineConnect' },
  actedMessage: messages.interestSuccess,
  words: {
    title: 'matching.opportunitiesTitle', subtitle: 'matching.opportunitiesSubtitle', sidebar: 'matching.businessMatchesSidebar',
    completeProfile: 'matching.completeInvestorProfile', fromListing: 'matching.fromBusinessesListing',
    statsTotal: 'matching.statsTotalMatches', statsActed: 'matching.statsInterested',
    group: 'matching.wantsToConnect', groupHint: 'matching.wantsToConnectHint', declineDescription: 'matching.declineBusinessDescription',
    empty: 'matching.noMatches', emptyHint: 'matching.noMatchesHint',
  },
  useMatches: useBusinessSide,
  useGate: useNdaBeforeInterest,
};

export function BusinessMatchesPage() {
  return <MatchPage side={BUSINESS_SIDE} />;
}
