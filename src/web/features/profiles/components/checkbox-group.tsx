import { useId } from 'react';

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  label: (value: string) => string;
  value: readonly string[] | undefined;
  onChange: (next: string[]) => void;
  error?: string | undefined;
  /** A line under the legend saying what the choice does. */
  hint?: string | undefined;
  /** What the group still needs for the profile to be listed (not an error: the profile saves without it). */
  note?: string | undefined;
}

/** A multi-select shown as a group of checkboxes. */
export function CheckboxGroup({ legend, options, label, value = [], onChange, error, hint, note }: CheckboxGroupProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  const describedBy = [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
            <input type="checkbox" className="size-4 accent-brand-600" checked={value.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
            {label(option)}
          </label>
        ))}
      </div>
      {note && <p id={`${id}-note`} className="mt-1 text-sm text-amber-700">{note}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
