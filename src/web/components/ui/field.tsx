import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { wordText } from '../../lib/i18n/word-message.ts';

const controlClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100 aria-[invalid=true]:border-red-500';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, a control and its error message, wired for screen readers. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <span aria-hidden="true" className="text-red-600"> *</span>}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && <p id={hintId} className="text-xs text-slate-500">{hint}</p>}
      {error && <p id={errorId} className="text-sm text-red-600">{wordText(error)}</p>}
    </div>
  );
}

/** Addresses and numbers that read left to right in every language (typed on an Arabic page too). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const dir = props.dir ?? (LEFT_TO_RIGHT_TYPES.has(props.type ?? '') ? 'ltr' : undefined);
  return <input ref={ref} dir={dir} className={cn(controlClasses, className)} {...props} />;
}

export function Select({ className, ref, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} className={cn(controlClasses, className)} {...props} />;
}
