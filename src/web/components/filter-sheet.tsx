import { useEffect, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';

/**
 * Below the `md` breakpoint a screen's filters fold into one "Filters" button, with the number of active filters,
 * that opens them in a sheet from the bottom (issue 21: on a phone the first result is on the first screen).
 * The sheet is the app's modal dialog, so focus stays inside, Escape closes it and focus returns to the button.
 * The filters still apply as they change; "Show results" applies a typed search at once and closes the sheet.
 * `section` is the texts namespace whose `filterSheet` words the screen loaded.
 */
export function FilterSheet(props: {
  section: 'listings' | 'matching';
  active: number;
  onShowResults: () => void;
  onClear: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const words = (key: 'filters' | 'active' | 'description' | 'showResults' | 'clearAll') => `${props.section}.filterSheet.${key}` as const;
  // Widened past the phone's layout (a turned tablet), the sheet gives way to the inline filters.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 48rem)');
    const close = () => wide.matches && setOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);
  const show = () => {
    props.onShowResults();
    setOpen(false);
  };
  return (
    <div className={props.className}>
      <Button variant="secondary" className="w-full" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="filter-sheet-button">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t(words('filters'))}
        {props.active > 0 && (
          <>
            <span aria-hidden="true" className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="filter-count">{props.active}</span>
            <span className="sr-only">{t(words('active'), { count: props.active })}</span>
          </>
        )}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t(words('filters'))} description={t(words('description'))}
        className={cn(
          'mb-0 mt-auto max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-none rounded-t-2xl p-5 pb-0',
          'motion-safe:transition-transform motion-safe:duration-200 starting:translate-y-full',
        )}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            show();
          }}
        >
          <div className="space-y-4">{props.children}</div>
          {/* Kept in reach at the bottom while the filters above scroll. */}
          <div className="sticky bottom-0 -mx-5 mt-6 grid grid-cols-2 gap-3 border-t border-slate-200 bg-white px-5 py-4">
            <Button variant="secondary" onClick={props.onClear}>{t(words('clearAll'))}</Button>
            <Button type="submit">{t(words('showResults'))}</Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
