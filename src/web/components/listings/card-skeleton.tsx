/** A placeholder with a card's footprint, so the page does not shift when data arrives. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="h-64 animate-pulse rounded-lg border border-slate-200 bg-white p-5" data-testid="card-skeleton">
      <div className="flex items-center gap-3">
        <div className="size-10 rounded-full bg-slate-200" />
        <div className="h-4 w-32 rounded bg-slate-200" />
      </div>
      <div className="mt-6 space-y-3">
        <div className="h-3 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
