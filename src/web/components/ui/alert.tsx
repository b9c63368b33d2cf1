import type { ReactNode } from 'react';
import { wordText } from '../../lib/i18n/word-message.ts';
import { AlertBox, type AlertTone } from './alert-box.tsx';

export function Alert({ tone = 'error', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  return (
    <AlertBox tone={tone} className={className}>
      {typeof children === 'string' ? wordText(children) : children}
    </AlertBox>
  );
}
