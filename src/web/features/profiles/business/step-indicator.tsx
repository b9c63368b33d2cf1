import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { STEPS, type StepNumber } from './steps.ts';

export function StepIndicator({ current }: { current: StepNumber }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('profiles.business.stepsLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STEPS.map((key, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li key={key} aria-current={active ? 'step' : undefined} className="flex items-center gap-2">
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                active && 'border-brand-600 bg-brand-600 text-white',
                done && 'border-brand-600 bg-brand-50 text-brand-700',
                !active && !done && 'border-slate-300 text-slate-500',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : null}
              <span className={done ? 'sr-only' : undefined}>{number}</span>
            </span>
            <span className={cn('text-sm', active ? 'font-semibold text-slate-900' : 'text-slate-600')}> {t(`profiles.business.steps.${key}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
