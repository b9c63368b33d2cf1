import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-800',
} as const;

export type AlertTone = keyof typeof TONES;

/** An alert box around texts that are already in the reader's language (Alert also translates API messages). */
export function AlertBox({ tone = 'error', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-md border px-4 py-3 text-sm', TONES[tone], className)}>
      {children}
    </div>
  );
}
