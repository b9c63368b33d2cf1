import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Navigate, useSearchParams } from 'react-router';
import { MATCH_PAGE_SIZE } from '../../../shared/matching/match-query.ts';
import { CATEGORIES, DERIVED_STAGES } from '../../../shared/matching/derived.ts';
import { messages } from '../../../shared/messages.ts';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { wordMessage } from '../../lib/word-message.ts';
import type { BusinessMatchCard as Card } from '../../../shared/deals/introductions.ts';
import { useBusinessNearMisses, useConnectingBusinesses, useFocusedBusiness } from './api/get-matches.ts';
import { useMatchAction, type MatchAction } from './api/match-actions.ts';
import { BusinessMatchCard, type BusinessCardAction } from './business-match-card.tsx';
import { ActionNotice, CompleteProfileFirst, EmptyMatches, GroupSection, MatchLayout, Pager, SidebarInput, SidebarSelect, Stat, useRevealFocused } from './match-layout.tsx';
import { DeclineDialog } from './match-state.tsx';
import { NdaDialog } from './nda-dialog.tsx';
import { NearMissesSection, NearMissesToggle } from './near-misses.tsx';
import { BUSINESS_FILTERS, useBusinessMatchesQuery } from './use-business-matches-query.ts';
import { useNdaGate } from './use-nda-gate.ts';
import { SaveSearchButton } from '../../components/saved-searches/save-search-button.tsx';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

export function BusinessMatchesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const filters = useUrlFilters(BUSINESS_FILTERS);
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const action = useMatchAction();
  const { query, sent, currency, errors, category, stage } = useBusinessMatchesQuery(filters);
  const [showNearMisses, setShowNearMisses] = useState(false);
  const { page: _page, ...nearMissesQuery } = sent;
  const nearMisses = useBusinessNearMisses(nearMissesQuery, showNearMisses && Boolean(user));
  const group = useConnectingBusinesses();
  const [searchParams] = useSearchParams();
  const focusId = searchParams.get('focus');
  // From a notification, or from the public listing's Express Interest / Connect (issue 21).
  const focusTitle = searchParams.get('from') === 'listing' ? t('matching.fromBusinessesListing') : t('matching.fromNotification');
  const focus = useFocusedBusiness(focusId);
  const [declining, setDeclining] = useState<string | null>(null);
  useDocumentTitle(t('matching.opportunitiesTitle'));
  useRevealFocused(focus.isSuccess);
  const nda = useNdaGate();

  if (!user) return <Navigate to="/register" replace />;
  // Said on the dashboard: this page is for investors (issue 21).
  if (user.user_type !== 'investor') return <Navigate to="/dashboard" replace state={{ refused: 'businessmatches' }} />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) {
    return <CompleteProfileFirst to="/investorprofile" text={t('matching.completeInvestorProfile')} />;
  }
  // Spec: a profile that cannot be fetched sends the user to the dashboard.
  if (query.isError && !(query.error instanceof ApiRequestError && query.error.status === 422)) return <Navigate to="/dashboard" replace />;

  const data = query.data;
  const mutate = (input: MatchAction, success: string | null, refused?: (error: unknown) => Promise<boolean>) => {
    setNotice(null);
    action.mutate(input, {
      onSuccess: (result) => {
        setDeclining(null);
        // An Interested that answers the owner's Connect completes the introduction: say that, not "notified" (issue 21).
        const text = input.kind === 'interest' && result.state.introduced ? t('matching.introducedNow') : success;
        if (text) setNotice({ message: text, tone: 'success' });
      },
      onError: async (error) => {
        if (await refused?.(error)) return;
        setNotice({ message: error instanceof ApiRequestError ? wordMessage(error) : t('matching.actionFailed'), tone: 'error' });
      },
    });
  };
  // Interested waits for the business's NDA when it asks for one; if the owner asked for one meanwhile, the server
  // refuses it (ndaRequired) and the NDA is shown then.
  const interest = (id: string, afterNda: boolean) =>
    mutate({ kind: 'interest', id }, messages.interestSuccess, async (error) =>
      !afterNda && error instanceof ApiRequestError && error.code === 'ndaRequired' && (await nda.open(id)));
  const onAction = (id: string) => (kind: BusinessCardAction) => {
    if (kind === 'decline') setDeclining(id);
    else if (kind === 'withdraw') mutate({ kind: 'withdrawInterest', id }, t('matching.withdrawn'));
    else {
      setNotice(null);
      void nda.check(id).then((clear) => clear && interest(id, false));
    }
  };
  const cardOf = (card: Card, focused = false) => (
    <BusinessMatchCard key={card.id} card={card} busy={action.isPending || nda.checking} focused={focused}
      onHeart={() => mutate({ kind: 'favourite', side: 'businesses', id: card.id, favourite: !card.state.favourite }, null)} onAction={onAction(card.id)} />
  );
  const focused = focus.data;
  const groupItems = (group.data?.items ?? []).filter((card) => card.id !== focused?.id);
  // A card shown above (the notification's, or in the group) is not repeated in the ranked list.
  const above = new Set([...groupItems.map((card) => card.id), ...(focused ? [focused.id] : [])]);

  return (
    <MatchLayout
      title={t('matching.opportunitiesTitle')}
      subtitle={t('matching.opportunitiesSubtitle')}
      sidebarTitle={t('matching.businessMatchesSidebar')}
      action={<SaveSearchButton scope="business_matches" />}
      notice={notice && <ActionNotice message={notice.message} tone={notice.tone} />}
      sheet={{ active: filters.active, onClear: filters.clear, onShowResults: filters.applyNow }}
      filters={
        <>
          <SidebarInput label={t('matching.search')} type="search" value={filters.searchInput} onChange={filters.setSearchInput} />
          <SidebarSelect label={t('matching.category')} allLabel={t('matching.allCategories')} value={category ?? ''} onChange={(v) => filters.setFilter('category', v)}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`enums.industry.${c}`) }))} />
          <SidebarSelect label={t('matching.stage')} allLabel={t('matching.allStages')} value={stage ?? ''} onChange={(v) => filters.setFilter('stage', v)}
            options={DERIVED_STAGES.map((s) => ({ value: s, label: t(`matching.stages.${s}`) }))} />
          <SidebarInput label={t('matching.revenueMin', { currency })} type="number" value={filters.values.revenue_min} error={errors.revenue_min}
            onChange={(v) => filters.setFilter('revenue_min', v)} />
          <SidebarInput label={t('matching.revenueMax', { currency })} type="number" value={filters.values.revenue_max} error={errors.revenue_max}
            onChange={(v) => filters.setFilter('revenue_max', v)} />
          <NearMissesToggle on={showNearMisses} onChange={setShowNearMisses} />
        </>
      }
      stats={
        <>
          <Stat label={t('matching.statsTotalMatches')} value={data?.stats.total} />
          <Stat label={t('matching.statsFavourites')} value={data?.stats.favourites} />
          <Stat label={t('matching.statsInterested')} value={data?.stats.acted} />
        </>
      }
    >
      {focused && (
        <GroupSection id="focused-card" title={focusTitle}>{cardOf(focused, true)}</GroupSection>
      )}
      {group.data && group.data.total > 0 && (
        <GroupSection id="wants-to-connect" title={t('matching.wantsToConnect')} count={group.data.total} hint={t('matching.wantsToConnectHint')}>
          {groupItems.map((card) => cardOf(card))}
        </GroupSection>
      )}
      <NdaDialog gate={nda} onAccepted={(id) => interest(id, true)} />
      <DeclineDialog open={declining !== null} description={t('matching.declineBusinessDescription')} pending={action.isPending}
        onCancel={() => setDeclining(null)} onConfirm={(reason) => declining && mutate({ kind: 'declineConnect', id: declining, reason }, t('matching.declined'))} />
      {/* The ranking waits for the cards shown above it, so that none is drawn in it and then moved up. */}
      {query.isPending || group.isLoading || focus.isLoading ? (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">{SKELETONS.map((i) => <CardSkeleton key={i} />)}</div>
      ) : !data || data.items.length === 0 ? (
        <EmptyMatches title={t('matching.noMatches')} hint={t('matching.noMatchesHint')} />
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
