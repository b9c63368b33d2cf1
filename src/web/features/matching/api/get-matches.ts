import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessMatchesQuery, InvestorMatchesQuery } from '../../../../shared/deal-flow.ts';
import { api } from '../../../lib/api.ts';

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getBusinessMatches = (query: BusinessMatchesQuery, signal?: AbortSignal) =>
  api('GET /api/matching/businesses', { search: queryString(query), signal });

export const getInvestorMatches = (query: InvestorMatchesQuery, signal?: AbortSignal) =>
  api('GET /api/matching/investors', { search: queryString(query), signal });

export function useBusinessMatches(query: BusinessMatchesQuery) {
  return useQuery({
    queryKey: ['matching', 'businesses', query],
    queryFn: ({ signal }) => getBusinessMatches(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useInvestorMatches(query: InvestorMatchesQuery) {
  return useQuery({
    queryKey: ['matching', 'investors', query],
    queryFn: ({ signal }) => getInvestorMatches(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
