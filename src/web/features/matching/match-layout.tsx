import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { FilterSheet } from '../../components/filter-sheet.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Select } from '../../components/ui/field.tsx';

/**
 * The two discovery screens: a filter sidebar (on the start side), quick stats and a card grid. On a phone the
 * sidebar's filters fold into the filter sheet, so that the first card is on the first screen (issue 21).
 */
export function MatchLayout(props: {
  title: string; subtitle: string; sidebarTitle: string; filters: ReactNode; stats: ReactNode; notice: ReactNode; children: ReactNode;
  /** The filter sheet's count, "Clear all" and "Show results". */
  sheet: { active: number; onClear: () => void; onShowResults: () => void };
  /** Beside the heading: "Save this search" (issue 23). */
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-page-title">{props.title}</h1>
          <p className="mt-1 text-slate-600">{props.subtitle}</p>
        </div>
        {props.action}
      </div>
      <div className="mt-6 grid gap-6 md:mt-8 md:gap-8 lg:grid-cols-[16rem_1fr]">
        <FilterSheet section="matching" className="md:hidden" active={props.sheet.active} onClear={props.sheet.onClear} onShowResults={props.sheet.onShowResults}>
          {props.filters}
        </FilterSheet>
        <aside aria-labelledby="match-filters" className="hidden h-fit space-y-4 rounded-lg border border-slate-200 bg-white p-4 md:block" data-testid="match-sidebar">
          <h2 id="match-filters" className="text-lg font-semibold">{props.sidebarTitle}</h2>
          {props.filters}
        </aside>
        <section>
          {props.notice}
          <dl className="grid grid-cols-3 gap-4">{props.stats}</dl>
          <div className="mt-6">{props.children}</div>
        </section>
      </div>
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold">{value ?? '–'}</dd>
    </div>
  );
}

export function SidebarSelect(props: { label: string; allLabel: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <label className="block space-y-1 text-sm font-medium text-slate-700">
      <span>{props.label}</span>
      <Select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </label>
  );
}

/** A sidebar field; its error (the server's or the shared schema's message) shows under it and is read with it. */
export function SidebarInput(props: { label: string; value: string; type?: string; error?: string | undefined; onChange: (v: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1 text-sm">
      <label htmlFor={id} className="block font-medium text-slate-700">{props.label}</label>
      <Input id={id} type={props.type ?? 'text'} inputMode={props.type === 'number' ? 'numeric' : undefined} min={props.type === 'number' ? 0 : undefined}
        value={props.value} onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? errorId : undefined} />
      {props.error && <p id={errorId} className="text-red-600" data-testid="field-error">{props.error}</p>}
    </div>
  );
}

export function EmptyMatches({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1 text-slate-500">{hint}</p>
    </div>
  );
}

export function CompleteProfileFirst({ to, text }: { to: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('matching.completeProfileTitle')}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to={to} className={buttonClasses('primary', 'mt-6')}>{t('matching.goToProfile')}</Link>
    </div>
  );
}

export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (page === 1 && !hasMore) return null;
  return (
    <div className="mt-8 flex justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('matching.previous')}</Button>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>{t('matching.next')}</Button>
    </div>
  );
}

export function ActionNotice({ message, tone }: { message: string | null; tone: 'success' | 'error' }) {
  if (!message) return null;
  return <Alert tone={tone} className="mb-4">{message}</Alert>;
}

/** Brings the card a link pointed at into view once it is there: on a phone the stats and groups come first. */
export function useRevealFocused(shown: boolean) {
  useEffect(() => {
    if (shown) document.getElementById('focused-card-title')?.scrollIntoView({ block: 'start' });
  }, [shown]);
}

/** A group above the ranked list ("Interested in you", "Wants to connect", the card a notification points at). */
export function GroupSection({ id, title, count, hint, children }: { id: string; title: string; count?: number; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mb-8" data-testid={id}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        {title}
        {count !== undefined && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{count}</span>}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</div>
    </section>
  );
}
