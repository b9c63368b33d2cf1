import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MATCH_PAGE_SIZE } from '#shared/matching/match-query.ts';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { SaveSearchButton } from '../../components/saved-searches/save-search-button.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { useUrlFilters } from '../../lib/use-url-filters.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useMatchAction, type MatchAction } from './api/match-actions.ts';
import { MatchCard, type CardSide, type MatchCardAction, type MatchCardData, type MatchingKey } from './match-card.tsx';
import { ActionNotice, CompleteProfileFirst, EmptyMatches, GroupSection, MatchLayout, Pager, SidebarInput, Stat, useRevealFocused } from './match-layout.tsx';
import { DeclineDialog } from './match-state.tsx';
import { NearMissesSection, NearMissesToggle } from './near-misses.tsx';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

type Page<C> = { items: C[]; stats: { total: number; favourites: number; acted: number }; page: number };
type Filters = Pick<ReturnType<typeof useUrlFilters<string>>, 'active' | 'clear' | 'applyNow' | 'searchInput' | 'setSearchInput' | 'setPage'>;

/** A side's lists: its ranking, near misses, group and focused card, and the sidebar's own filters. */
export interface SideMatches<C> {
  filters: Filters;
  query: UseQueryResult<Page<C>>;
  nearMisses: UseInfiniteQueryResult<InfiniteData<Page<C>>>;
  group: UseQueryResult<{ items: C[]; total: number }>;
  focus: UseQueryResult<C>;
  /** The filters between the search box and the near-misses switch. */
  sidebar: ReactNode;
}

/** What must be passed before the reader's step is sent: the business's NDA before an investor's Interested (issue 18). */
export interface StepGate {
  checking: boolean;
  /** Before the step: true when it may be sent now, false when the gate opened instead. */
  check(id: string): Promise<boolean>;
  /** After the server refused the step: true when the gate opened instead (the step waits for it). */
  refused(id: string, error: unknown): Promise<boolean>;
  /** The gate's dialog; `passed` sends the step. */
  dialog(passed: (id: string) => void): ReactNode;
}

/**
 * One of the two match pages: BusinessMatches, an investor's businesses, and InvestorConnect, an owner's investors
 * (issue 21). The pages are the same but for the side's lists, filters, words and steps.
 */
export interface MatchSide<C extends MatchCardData> {
  card: CardSide<C>;
  /** The page is for this user type; anyone else is sent to the dashboard, which says why (issue 21). */
  reader: 'investor' | 'business_owner';
  refused: 'businessmatches' | 'investorconnect';
  /** Where the reader's own profile is completed, without which nothing ranks. */
  profilePath: '/investorprofile' | '/businessprofile';
  savedSearch: 'business_matches' | 'investor_connect';
  favourites: 'businesses' | 'investors';
  /** The counterparts waiting for an answer: "Wants to connect" or "Interested in you". */
  groupId: 'wants-to-connect' | 'interested-in-you';
  /** The reader's step, its withdrawal, and declining the counterpart's. */
  actions: { act: 'interest' | 'connect'; withdraw: 'withdrawInterest' | 'withdrawConnect'; decline: 'declineConnect' | 'declineInterest' };
  /** The notice after the step (the spec's wording, from the messages module). */
  actedMessage: string;
  words: {
    title: MatchingKey; subtitle: MatchingKey; sidebar: MatchingKey; completeProfile: MatchingKey; fromListing: MatchingKey;
    statsTotal: MatchingKey; statsActed: MatchingKey; group: MatchingKey; groupHint: MatchingKey; declineDescription: MatchingKey;
    empty: MatchingKey; emptyHint: MatchingKey;
  };
  useMatches(options: { nearMisses: boolean; focusId: string | null }): SideMatches<C>;
  useGate(): StepGate | null;
}

export function MatchPage<C extends MatchCardData>({ side }: { side: MatchSide<C> }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const action = useMatchAction();
  const [showNearMisses, setShowNearMisses] = useState(false);
  const [searchParams] = useSearchParams();
  const focusId = searchParams.get('focus');
  const { filters, query, nearMisses, group, focus, sidebar } = side.useMatches({ nearMisses: showNearMisses && Boolean(user), focusId });
  // From a notification, or from the public listing's Express Interest / Connect (issue 21).
  const focusTitle = searchParams.get('from') === 'listing' ? t(side.words.fromListing) : t('matching.fromNotification');
  const [declining, setDeclining] = useState<string | null>(null);
  useDocumentTitle(t(side.words.title));
  useRevealFocused(focus.isSuccess);
  const gate = side.useGate();

  if (!user) return <Navigate to="/register" replace />;
  // Said on the dashboard: this page is for the other user type (issue 21).
  if (user.user_type !== side.reader) return <Navigate to="/dashboard" replace state={{ refused: side.refused }} />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) {
    return <CompleteProfileFirst to={side.profilePath} text={t(side.words.completeProfile)} />;
  }
  // Spec: a profile that cannot be fetched sends the user to the dashboard.
  if (query.isError && !(query.error instanceof ApiRequestError && query.error.status === 422)) return <Navigate to="/dashboard" replace />;

  const data = query.data;
  const mutate = (input: MatchAction, success: string | null, refused?: (error: unknown) => Promise<boolean>) => {
    setNotice(null);
    action.mutate(input, {
      onSuccess: (result) => {
        setDeclining(null);
        // A step that answers the counterpart's completes the introduction: say that, not "notified" or "request sent" (issue 21).
        const text = input.kind === side.actions.act && result.state.introduced ? t('matching.introducedNow') : success;
        if (text) setNotice({ message: text, tone: 'success' });
      },
      onError: async (error) => {
        if (await refused?.(error)) return;
        setNotice({ message: error instanceof ApiRequestError ? wordMessage(error) : t('matching.actionFailed'), tone: 'error' });
      },
    });
  };
  // A gated step waits for its gate; if the gate closed meanwhile (the owner asked for an NDA), the server refuses
  // the step and the gate opens then.
  const act = (id: string, afterGate: boolean) =>
    mutate({ kind: side.actions.act, id }, side.actedMessage, async (error) => !afterGate && gate !== null && (await gate.refused(id, error)));
  const onAction = (id: string) => (kind: MatchCardAction) => {
    if (kind === 'decline') setDeclining(id);
    else if (kind === 'withdraw') mutate({ kind: side.actions.withdraw, id }, t('matching.withdrawn'));
    else if (gate) {
      setNotice(null);
      void gate.check(id).then((clear) => clear && act(id, false));
    } else act(id, false);
  };
  const cardOf = (card: C, focused = false) => (
    <MatchCard key={card.id} side={side.card} card={card} busy={action.isPending || Boolean(gate?.checking)} focused={focused}
      onHeart={() => mutate({ kind: 'favourite', side: side.favourites, id: card.id, favourite: !card.state.favourite }, null)} onAction={onAction(card.id)} />
  );
  const focused = focus.data;
  const groupItems = (group.data?.items ?? []).filter((card) => card.id !== focused?.id);
  // A card shown above (the notification's, or in the group) is not repeated in the ranked list.
  const above = new Set([...groupItems.map((card) => card.id), ...(focused ? [focused.id] : [])]);

  return (
    <MatchLayout
      title={t(side.words.title)}
      subtitle={t(side.words.subtitle)}
      sidebarTitle={t(side.words.sidebar)}
      action={<SaveSearchButton scope={side.savedSearch} />}
      notice={notice && <ActionNotice message={notice.message} tone={notice.tone} />}
      sheet={{ active: filters.active, onClear: filters.clear, onShowResults: filters.applyNow }}
      filters={
        <>
          <SidebarInput label={t('matching.search')} type="search" value={filters.searchInput} onChange={filters.setSearchInput} />
          {sidebar}
          <NearMissesToggle on={showNearMisses} onChange={setShowNearMisses} />
        </>
      }
      stats={
        <>
          <Stat label={t(side.words.statsTotal)} value={data?.stats.total} />
          <Stat label={t('matching.statsFavourites')} value={data?.stats.favourites} />
          <Stat label={t(side.words.statsActed)} value={data?.stats.acted} />
        </>
      }
    >
      {focused && (
        <GroupSection id="focused-card" title={focusTitle}>{cardOf(focused, true)}</GroupSection>
      )}
      {group.data && group.data.total > 0 && (
        <GroupSection id={side.groupId} title={t(side.words.group)} count={group.data.total} hint={t(side.words.groupHint)}>
          {groupItems.map((card) => cardOf(card))}
        </GroupSection>
      )}
      {gate?.dialog((id) => act(id, true))}
      <DeclineDialog open={declining !== null} description={t(side.words.declineDescription)} pending={action.isPending}
        onCancel={() => setDeclining(null)} onConfirm={(reason) => declining && mutate({ kind: side.actions.decline, id: declining, reason }, t('matching.declined'))} />
      {/* The ranking waits for the cards shown above it, so that none is drawn in it and then moved up. */}
      {query.isPending || group.isLoading || focus.isLoading ? (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">{SKELETONS.map((i) => <CardSkeleton key={i} />)}</div>
      ) : !data || data.items.length === 0 ? (
        <EmptyMatches title={t(side.words.empty)} hint={t(side.words.emptyHint)} />
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
