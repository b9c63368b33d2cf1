/**
 * Spec section 9: amounts show as whole thousands with K from 1,000 and as millions with one
 * decimal and M from 1,000,000, after the currency code ("USD 2.5M", "AED 750K", "GBP 900").
 */
export function formatAmount(amount: number | null | undefined, currency?: string | null): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const prefix = currency ? `${currency} ` : '';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  // 999,950 rounds to "1000.0K"; it reads as 1.0M.
  if (value >= 999_950) return `${prefix}${sign}${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 999_500) return `${prefix}${sign}1.0M`;
  if (value >= 1_000) return `${prefix}${sign}${(value / 1_000).toFixed(0)}K`;
  return `${prefix}${sign}${value.toFixed(0)}`;
}

/** "USD 1M – 5M" style range, or null when neither bound is known. */
export function formatRange(min: number | null | undefined, max: number | null | undefined, currency?: string | null): string | null {
  const low = formatAmount(min, currency);
  const high = formatAmount(max, null);
  if (low && high) return `${low} – ${high}`;
  return low ?? formatAmount(max, currency);
}
