import { useState } from 'react';
import { businessMatchesQuerySchema, type BusinessMatchesQuery } from '#shared/matching/match-query.ts';
import { CATEGORIES, SIZE_BANDS } from '#shared/matching/derived.ts';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useCountry } from '../../lib/preferences/use-preferences.ts';
import type { useUrlFilters } from '../../lib/use-url-filters.ts';
import { wordMessage, wordText } from '../../lib/i18n/word-message.ts';
import { useBusinessMatches } from './api/get-matches.ts';

export const BUSINESS_FILTERS = ['category', 'size', 'revenue_min', 'revenue_max'] as const;
type Filters = ReturnType<typeof useUrlFilters<(typeof BUSINESS_FILTERS)[number]>>;
type RevenueErrors = { revenue_min?: string | undefined; revenue_max?: string | undefined };

const asNumber = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));
const REVENUE_FIELDS = new Set<PropertyKey>(['revenue_min', 'revenue_max']);

/**
 * BusinessMatches' filters as the API's query: revenue bounds typed in the reader's currency (issue 20).
 * The shared schema checks the query first; one it refuses (a maximum below the minimum) is not sent, its
 * message shows under the field and the last accepted query's results stay on screen.
 */
export function useBusinessMatchesQuery(filters: Filters) {
  const [country] = useCountry();
  const currency = LOCAL_CURRENCY[country];
  const revenueMin = asNumber(filters.values.revenue_min);
  const revenueMax = asNumber(filters.values.revenue_max);
  const wanted: BusinessMatchesQuery = {
    search: filters.search || undefined,
    category: CATEGORIES.find((c) => c === filters.values.category),
    size: SIZE_BANDS.find((s) => s === filters.values.size),
    revenue_min: revenueMin,
    revenue_max: revenueMax,
    // Only a bound needs its currency; without one the query (and its cache) is the same in every country.
    currency: revenueMin === undefined && revenueMax === undefined ? undefined : currency,
    page: filters.page,
  };
  const checked = businessMatchesQuerySchema.safeParse(wanted);
  // The last query the schema accepted, adjusted while rendering as React advises for a value derived from props.
  const [accepted, setAccepted] = useState(wanted);
  if (checked.success && JSON.stringify(wanted) !== JSON.stringify(accepted)) setAccepted(wanted);
  const sent = checked.success ? wanted : accepted;
  const query = useBusinessMatches(sent);

  const errors: RevenueErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'revenue_min' || field === 'revenue_max') errors[field] ??= wordText(issue.message);
  }
  // The server checks again; its field messages go to the same place.
  if (query.error instanceof ApiRequestError && query.error.status === 422) {
    for (const [field, message] of Object.entries(query.error.fields)) {
      if (REVENUE_FIELDS.has(field)) errors[field as keyof RevenueErrors] ??= wordMessage(message);
    }
  }
  return { query, sent, currency, errors, category: wanted.category, size: wanted.size };
}
