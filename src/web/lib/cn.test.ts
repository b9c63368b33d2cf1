import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('lets a later utility of the same kind replace an earlier one', () => {
    expect(cn('px-4 py-2 text-sm', 'px-6 py-3 text-base')).toBe('px-6 py-3 text-base');
    expect(cn('text-slate-700 hover:bg-slate-100', 'text-red-700 hover:bg-red-50')).toBe('text-red-700 hover:bg-red-50');
    expect(cn('bg-white font-medium', 'bg-brand-50 font-semibold')).toBe('bg-brand-50 font-semibold');
    expect(cn('rounded-md w-auto', 'rounded-full w-full', 'max-w-lg')).toBe('rounded-full w-full max-w-lg');
    expect(cn('border border-slate-200', 'border-brand-600')).toBe('border border-brand-600');
  });

  it('keeps utilities of different kinds, variants and sides side by side', () => {
    expect(cn('text-sm text-slate-700 text-start')).toBe('text-sm text-slate-700 text-start');
    expect(cn('px-4 hover:px-6 md:px-8')).toBe('px-4 hover:px-6 md:px-8');
    expect(cn('border-4 border-slate-200 border-t-brand-600')).toBe('border-4 border-slate-200 border-t-brand-600');
    expect(cn('flex flex-col flex-1 gap-4 gap-x-2')).toBe('flex flex-col flex-1 gap-4 gap-x-2');
    expect(cn('p-1 px-3 mt-2 ms-2')).toBe('p-1 px-3 mt-2 ms-2');
  });

  it('keeps classes it does not know, in order', () => {
    expect(cn('animate-spin shadow-lg', 'backdrop:bg-slate-900/50 custom')).toBe('animate-spin shadow-lg backdrop:bg-slate-900/50 custom');
  });
});
