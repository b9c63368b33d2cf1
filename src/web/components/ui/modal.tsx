import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { X } from './icons.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  closeLabel?: string;
  /** Replaces the centred box's placement and size (the filter sheet sits at the bottom, full width). */
  className?: string;
  children: ReactNode;
}

/**
 * A centred dialog with a title, a short description and a close (X) button, on the browser's own
 * modal <dialog>: it traps focus, makes the page behind inert, closes on Escape and gives focus back
 * to what opened it, with no script of ours for any of that (decision 0075).
 */
export function Modal({ open, onOpenChange, title, description, closeLabel, className, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop lands on the dialog element itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onOpenChange(false);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn('m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50 focus:outline-none', className)}
      onCancel={(event) => {
        // Escape: the state above decides, so that the dialog and its owner never disagree.
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={onClick}
    >
      {open && (
        <>
          <h2 id={titleId} className="pe-8 text-xl font-semibold">{title}</h2>
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">{description}</p>
          <button
            type="button"
            aria-label={closeLabel ?? t('common.close')}
            className="absolute end-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => onOpenChange(false)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <div className="mt-5">{children}</div>
        </>
      )}
    </dialog>
  );
}
