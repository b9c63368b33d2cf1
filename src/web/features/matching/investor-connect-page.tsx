import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Navigate, useSearchParams } from 'react-router';
import { MATCH_PAGE_SIZE } from '../../../shared/matching/match-query.ts';
import { CAPACITY_BUCKETS, CONNECT_INDUSTRIES } from '../../../shared/matching/derived.ts';
import { INVOLVEMENT_TYPES } from '../../../shared/enums.ts';
import { messages } from '../../../shared/messages.ts';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { wordMessage } from '../../lib/word-message.ts';
import type { InvestorMatchCard as Card } from '../../../shared/deals/introductions.ts';
import { useFocusedInvestor, useInterestedInvestors, useInvestorMatches, useInvestorNearMisses } from './api/get-matches.ts';
import { useMatchAction, type MatchAction } from './api/match-actions.ts';
import { InvestorMatchCard, type InvestorCardAction } from './investor-match-card.tsx';
import { ActionNotice, CompleteProfileFirst, EmptyMatches, GroupSection, MatchLayout, Pager, SidebarInput, SidebarSelect, Stat, useRevealFocused } from './match-layout.tsx';
import { DeclineDialog } from './match-state.tsx';
import { NearMissesSection, NearMissesToggle } from './near-misses.tsx';
import { SaveSearchButton } from '../../components/saved-searches/save-search-button.tsx';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

export function InvestorConnectPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const filters = useUrlFilters(['involvement', 'capacity', 'industry'] as const);
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const action = useMatchAction();
  const involvement = INVOLVEMENT_TYPES.find((v) => v === filters.values.involvement);
  const capacity = CAPACITY_BUCKETS.find((v) => v === filters.values.capacity);
  const industry = CONNECT_INDUSTRIES.find((v) => v === filters.values.industry);
  const wanted = { search: filters.search || undefined, involvement, capacity, industry };
  const query = useInvestorMatches({ ...wanted, page: filters.page });
  const [showNearMisses, setShowNearMisses] = useState(false);
  const nearMisses = useInvestorNearMisses(wanted, showNearMisses && Boolean(user));
  const group = useInterestedInvestors();
  const [searchParams] = useSearchParams();
  const focusId = searchParams.get('focus');
  // From a notification, or from the public listing's Express Interest / Connect (issue 21).
  const focusTitle = searchParams.get('from') === 'listing' ? t('matching.fromInvestorsListing') : t('matching.fromNotification');
  const focus = useFocusedInvestor(focusId);
  const [declining, setDeclining] = useState<string | null>(null);
  useDocumentTitle(t('matching.connectTitle'));
  useRevealFocused(focus.isSuccess);

  if (!user) return <Navigate to="/register" replace />;
  // Said on the dashboard: this page is for business owners (issue 21).
  if (user.user_type !== 'business_owner') return <Navigate to="/dashboard" replace state={{ refused: 'investorconnect' }} />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) {
    return <CompleteProfileFirst to="/businessprofile" text={t('matching.completeBusinessProfile')} />;
  }
  if (query.isError && !(query.error instanceof ApiRequestError && query.error.status === 422)) return <Navigate to="/dashboard" replace />;

  const data = query.data;
  const mutate = (input: MatchAction, success: string | null) => {
    setNotice(null);
    action.mutate(input, {
      onSuccess: (result) => {
        setDeclining(null);
        // A Connect that answers the investor's Interested completes the introduction: say that, not "request sent" (issue 21).
        const text = input.kind === 'connect' && result.state.introduced ? t('matching.introducedNow') : success;
        if (text) setNotice({ message: text, tone: 'success' });
      },
      onError: (error) => setNotice({ message: error instanceof ApiRequestError ? wordMessage(error) : t('matching.actionFailed'), tone: 'error' }),
    });
  };
  const onAction = (id: string) => (kind: InvestorCardAction) => {
    if (kind === 'decline') setDeclining(id);
    else if (kind === 'withdraw') mutate({ kind: 'withdrawConnect', id }, t('matching.withdrawn'));
    else mutate({ kind: 'connect', id }, messages.connectSuccess);
  };
  const cardOf = (card: Card, focused = false) => (
    <InvestorMatchCard key={card.id} card={card} busy={action.isPending} focused={focused}
      onHeart={() => mutate({ kind: 'favourite', side: 'investors', id: card.id, favourite: !card.state.favourite }, null)} onAction={onAction(card.id)} />
  );
  const focused = focus.data;
  const groupItems = (group.data?.items ?? []).filter((card) => card.id !== focused?.id);
  // A card shown above (the notification's, or in the group) is not repeated in the ranked list.
  const above = new Set([...groupItems.map((card) => card.id), ...(focused ? [focused.id] : [])]);

  return (
    <MatchLayout
      title={t('matching.connectTitle')}
      subtitle={t('matching.connectSubtitle')}
      sidebarTitle={t('matching.investorConnectSidebar')}
      action={<SaveSearchButton scope="investor_connect" />}
      notice={notice && <ActionNotice message={notice.message} tone={notice.tone} />}
      sheet={{ active: filters.active, onClear: filters.clear, onShowResults: filters.applyNow }}
      filters={
        <>
          <SidebarInput label={t('matching.search')} type="search" value={filters.searchInput} onChange={filters.setSearchInput} />
          <SidebarSelect label={t('matching.involvement')} allLabel={t('matching.allInvolvement')} value={involvement ?? ''} onChange={(v) => filters.setFilter('involvement', v)}
            options={INVOLVEMENT_TYPES.map((v) => ({ value: v, label: t(`enums.involvement.${v}`) }))} />
          <SidebarSelect label={t('matching.capacity')} allLabel={t('matching.allCapacity')} value={capacity ?? ''} onChange={(v) => filters.setFilter('capacity', v)}
            options={CAPACITY_BUCKETS.map((v) => ({ value: v, label: t(`matching.capacityBuckets.${v}`) }))} />
          <SidebarSelect label={t('matching.industry')} allLabel={t('matching.allIndustries')} value={industry ?? ''} onChange={(v) => filters.setFilter('industry', v)}
            options={CONNECT_INDUSTRIES.map((v) => ({ value: v, label: t(`enums.industry.${v}`) }))} />
          <NearMissesToggle on={showNearMisses} onChange={setShowNearMisses} />
        </>
      }
      stats={
        <>
          <Stat label={t('matching.statsTotalInvestors')} value={data?.stats.total} />
          <Stat label={t('matching.statsFavourites')} value={data?.stats.favourites} />
          <Stat label={t('matching.statsConnected')} value={data?.stats.acted} />
        </>
      }
    >
      {focused && (
        <GroupSection id="focused-card" title={focusTitle}>{cardOf(focused, true)}</GroupSection>
      )}
      {group.data && group.data.total > 0 && (
        <GroupSection id="interested-in-you" title={t('matching.interestedInYou')} count={group.data.total} hint={t('matching.interestedInYouHint')}>
          {groupItems.map((card) => cardOf(card))}
        </GroupSection>
      )}
      <DeclineDialog open={declining !== null} description={t('matching.declineInvestorDescription')} pending={action.isPending}
        onCancel={() => setDeclining(null)} onConfirm={(reason) => declining && mutate({ kind: 'declineInterest', id: declining, reason }, t('matching.declined'))} />
      {/* The ranking waits for the cards shown above it, so that none is drawn in it and then moved up. */}
      {query.isPending || group.isLoading || focus.isLoading ? (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">{SKELETONS.map((i) => <CardSkeleton key={i} />)}</div>
      ) : !data || data.items.length === 0 ? (
        <EmptyMatches title={t('matching.noInvestors')} hint={t('matching.noInvestorsHint')} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching} data-testid="ranked-matches">
          {data.items.filter((card) => !above.has(card.id)).map((card) => cardOf(card))}
        </div>
      )}
      {data && <Pager page={data.page} hasMore={data.page * MATCH_PAGE_SIZE < data.stats.total} onPage={filters.setPage} />}
      {showNearMisses && <NearMissesSection query={nearMisses} hidden={above} cardOf={(card) => cardOf(card)} />}
    </MatchLayout>
  );
}
