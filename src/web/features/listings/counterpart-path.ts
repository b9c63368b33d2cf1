/**
 * Where a signed-in counterpart acts on a listed profile: its card among their matches, marked as come from the
 * listings (issue 21) — an investor's Express Interest on a business, an owner's Connect with an investor.
 */
export const counterpartCardPath = (kind: 'business' | 'investor', id: string): string =>
  `${kind === 'business' ? '/businessmatches' : '/investorconnect'}?focus=${encodeURIComponent(id)}&from=listing`;
