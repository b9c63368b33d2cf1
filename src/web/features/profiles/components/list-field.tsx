import { useId, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { PROFILE_LIMITS } from '#shared/profiles/profiles.ts';
import { Button } from '../../../components/ui/button.tsx';

interface ListFieldProps<T> {
  legend: string;
  /** Names one row for screen readers, e.g. "Activity 2". */
  rowLabel: (index: number) => string;
  addLabel: string;
  rows: readonly T[];
  onChange: (next: T[]) => void;
  newRow: () => T;
  renderRow: (row: T, index: number, update: (next: T) => void) => ReactNode;
  max?: number;
  error?: string | undefined;
}

/** A list of rows with Add and Remove buttons; the rows themselves are rendered by the caller. */
export function ListField<T>({ legend, rowLabel, addLabel, rows, onChange, newRow, renderRow, max = PROFILE_LIMITS.listItems, error }: ListFieldProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const update = (index: number) => (next: T) => onChange(rows.map((row, i) => (i === index ? next : row)));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => (
          // Rows are controlled inputs, so an index key cannot show a removed row's text.
          <li key={index} className="flex items-start gap-2">
            <div className="flex-1">{renderRow(row, index, update(index))}</div>
            <Button variant="ghost" className="px-2" aria-label={t('profiles.common.remove', { item: rowLabel(index) })} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-2" disabled={rows.length >= max} onClick={() => onChange([...rows, newRow()])}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
