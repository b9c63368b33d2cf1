import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import type { Suggestion } from '#shared/matching/suggestions.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMarkSuggestionsSeen, useSuggestions } from './api/get-suggestions.ts';

/** The card a suggestion opens: the counterpart's match card, brought to the top of the reader's matches. */
const hrefOf = (item: Suggestion) =>
  `${item.kind === 'business' ? '/businessmatches' : '/investorconnect'}?focus=${encodeURIComponent(item.profile_id)}`;

/** "New matches for you" (issue 20): the stored suggestions, new ones first; the visit then counts as seen. */
export function NewMatches() {
  const { t } = useTranslation();
  const suggestions = useSuggestions(true);
  const seen = useMarkSuggestionsSeen();
  const marked = useRef(false);
  const data = suggestions.data;

  // Once the list has been shown: what it showed is no longer new on the next visit.
  const { mutate: markSeen } = seen;
  const newCount = data?.new_count ?? 0;
  const onShown = useCallback(() => {
    if (newCount === 0 || marked.current) return;
    marked.current = true;
    markSeen();
  }, [newCount, markSeen]);

  const items = data?.items ?? [];
  return (
    <section aria-labelledby="new-matches-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="new-matches-heading" className="text-lg font-semibold">{t('dashboard.suggestions.title')}</h2>
        {data && data.new_count > 0 && <p className="text-sm text-slate-600">{t('dashboard.suggestions.newSince', { count: data.new_count })}</p>}
      </div>
      {suggestions.isPending ? (
        <Loading />
      ) : items.length === 0 ? (
        // A failed load reads as none: the panel is informative only.
        <p className="mt-4 text-sm text-slate-500">{t('dashboard.suggestions.none')}</p>
      ) : (
        <SuggestionList items={items} onShown={onShown} />
      )}
    </section>
  );
}

const Loading = () => <div className="mt-4 flex justify-center"><Spinner className="size-6" /></div>;

/** The cards (their sector and involvement labels come with the route's 'enums' texts). */
function SuggestionList({ items, onShown }: { items: Suggestion[]; onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => <li key={item.profile_id}><SuggestionCard item={item} /></li>)}
    </ul>
  );
}

function SuggestionCard({ item }: { item: Suggestion }) {
  const { t } = useTranslation();
  const separator = t('dashboard.suggestions.separator');
  // A business by its name, sector and seat; an investor stays anonymous: involvement and sectors only.
  const title = item.kind === 'business' ? item.company_name ?? t('dashboard.suggestions.confidentialBusiness') : t('dashboard.suggestions.investor');
  const facts = (item.kind === 'business'
    ? [item.industry && t(`enums.industry.${item.industry}`), item.headquarters && t(`countries.${item.headquarters}`)]
    : [item.involvement_type && t(`enums.involvement.${item.involvement_type}`), item.preferred_industries.map((industry) => t(`enums.industry.${industry}`)).join(separator)]
  ).filter(Boolean).join(' · ');
  return (
    <Link to={hrefOf(item)} className="flex h-full flex-col rounded-md border border-slate-200 p-4 hover:border-brand-600">
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        {item.is_new && <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('dashboard.suggestions.new')}</span>}
      </span>
      {facts && <span className="mt-1 text-sm text-slate-600">{facts}</span>}
      <span className="mt-2 text-sm font-medium text-brand-700">{t('dashboard.suggestions.score', { score: item.score })}</span>
    </Link>
  );
}
