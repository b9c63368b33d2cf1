import type { ReactNode } from 'react';

/** One label–value line of a card's description list. */
export function detailRow(label: string, value: ReactNode) {
  return (
    <div key={label} className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-end font-medium">{value}</dd>
    </div>
  );
}
