import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { FilterSheet } from '../../components/filter-sheet.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Select } from '../../components/ui/field.tsx';

export interface FilterOption {
  value: string;
  label: string;
}

/** A listing's filters: inline from the `md` breakpoint, folded into the filter sheet on a phone (issue 21). */
export function FilterBar(props: {
  searchInput: string;
  onSearchInput: (value: string) => void;
  searchPlaceholder: string;
  onApply: () => void;
  /** How many filters are set, the search among them. */
  active: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const search = (
    <label className="relative block">
      <span className="sr-only">{t('listings.searchLabel')}</span>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-2.5 size-4 text-slate-400" />
      <Input type="search" className="ps-9" placeholder={props.searchPlaceholder} value={props.searchInput} onChange={(e) => props.onSearchInput(e.target.value)} />
    </label>
  );
  return (
    <>
      <FilterSheet section="listings" className="md:hidden" active={props.active} onShowResults={props.onApply} onClear={props.onClear}>
        {search}
        {props.children}
      </FilterSheet>
      <form
        role="search"
        className="hidden gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid md:grid-cols-[1fr_auto_auto_auto_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          props.onApply();
        }}
      >
        {search}
        {props.children}
        <Button type="submit">{t('listings.applyFilters')}</Button>
      </form>
    </>
  );
}

export function FilterSelect(props: { label: string; allLabel: string; value: string; options: FilterOption[]; onChange: (value: string) => void }) {
  return (
    <label className="block">
      <span className="sr-only">{props.label}</span>
      <Select aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </label>
  );
}

export function Pagination({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('listings.pagination')} className="mt-8 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('listings.previousPage')}</Button>
      <span className="text-sm text-slate-600">{t('listings.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('listings.nextPage')}</Button>
    </nav>
  );
}
