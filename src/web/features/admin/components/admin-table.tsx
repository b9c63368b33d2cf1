import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The admin panel's data table: a bordered card that scrolls sideways on a narrow screen (and can be scrolled by
 * keyboard, so it takes the focus), one header row of column names, and the rows. A column may be named for screen
 * readers only (an actions column).
 */
export function AdminTable({ labelledBy, columns, className = 'mt-6', children }: {
  labelledBy: string;
  columns: readonly ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, 'overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm')} tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, k) => (
              <th key={k} scope="col" className="px-3 py-2 text-start font-medium text-slate-600">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
