import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

// The WAI-ARIA menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/) in a few
// lines of our own: a button that opens a list of menu items under it, arrow keys, Home/End, Escape and
// Tab, closing on a click outside. Small enough for the header of every page (decision 0075).

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect(): void;
  /** Present for a choice among several (menuitemradio); the checked one is where focus lands. */
  checked?: boolean;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Draws a separator above the item. */
  separated?: boolean;
}

interface MenuProps {
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName: string;
  items: MenuItem[];
  menuClassName?: string;
  testId?: string;
}

/** The header's choosers (country, language): a quiet button with its current value. */
export const pickerTriggerClassName = 'inline-flex items-center gap-1 rounded-md px-1.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100 sm:px-2';

const itemClassName =
  'flex w-full cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-start text-sm outline-none hover:bg-slate-100 focus:bg-slate-100';

export function Menu({ trigger, triggerLabel, triggerClassName, items, menuClassName, testId }: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const checked = items.findIndex((item) => item.checked);
    focusItem(focusOnOpen.current === 'last' ? items.length - 1 : Math.max(0, checked));
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves only when the menu opens; items changing while open keeps the focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((was) => !was);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={triggerLabel}
          className={cn('absolute end-0 top-full z-50 mt-1.5 rounded-md border border-slate-200 bg-white p-1 shadow-lg', menuClassName)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <div key={item.key} role="none">
              {item.separated && <div role="separator" className="my-1 h-px bg-slate-200" />}
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                tabIndex={-1}
                lang={item.lang}
                dir={item.dir}
                className={cn(itemClassName, item.checked && 'font-semibold')}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
