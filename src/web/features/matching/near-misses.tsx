import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { Button } from '../../components/ui/button.tsx';

// Near misses (issue 20): pairs that would match but break a must-have of either side, listed apart
// from the ranking and only on request.

/** The sidebar's switch that shows them. */
export function NearMissesToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input type="checkbox" role="switch" className="size-4 accent-brand-600" checked={on} onChange={(event) => onChange(event.target.checked)} />
      {t('matching.showNearMisses')}
    </label>
  );
}

type Page<C> = { items: C[]; stats: { total: number } };

/** Below the ranked list: the near misses' cards (each says what it misses), a page more at a time. */
export function NearMissesSection<C extends { id: string }>({ query, hidden, cardOf }: {
  query: UseInfiniteQueryResult<InfiniteData<Page<C>>>;
  /** Cards already shown above (a notification's, a group's). */
  hidden: ReadonlySet<string>;
  cardOf: (card: C) => ReactNode;
}) {
  const { t } = useTranslation();
  const cards = (query.data?.pages ?? []).flatMap((page) => page.items).filter((card) => !hidden.has(card.id));
  return (
    <section aria-labelledby="near-misses-title" aria-busy={query.isFetching} className="mt-10" data-testid="near-misses">
      <h2 id="near-misses-title" className="text-lg font-semibold">{t('matching.nearMisses')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('matching.nearMissesHint')}</p>
      {query.isPending ? (
        <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3"><CardSkeleton /><CardSkeleton /></div>
      ) : query.isError ? (
        <p className="mt-4 text-sm text-red-700">{t('matching.nearMissesFailed')}</p>
      ) : cards.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('matching.noNearMisses')}</p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">{cards.map((card) => cardOf(card))}</div>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t('matching.moreNearMisses')}</Button>
        </div>
      )}
    </section>
  );
}
