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

/** "Interested in you" (owner): investors whose interest waits for an answer, newest first. */
export function useInterestedInvestors(page = 1) {
  return useQuery({
    queryKey: ['matching', 'investors', 'interested-in-you', page],
    queryFn: ({ signal }) => api('GET /api/matching/investors/interested-in-you', { search: `?page=${page}`, signal }),
    retry: false,
  });
}

/** "Wants to connect" (investor): businesses whose Connect waits for an answer, newest first. */
export function useConnectingBusinesses(page = 1) {
  return useQuery({
    queryKey: ['matching', 'businesses', 'wants-to-connect', page],
    queryFn: ({ signal }) => api('GET /api/matching/businesses/wants-to-connect', { search: `?page=${page}`, signal }),
    retry: false,
  });
}

/** The card a notification points at (`?focus=`), wherever it ranks. */
export function useFocusedBusiness(id: string | null) {
  return useQuery({
    queryKey: ['matching', 'businesses', 'card', id],
    queryFn: ({ signal }) => api('GET /api/matching/businesses/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useFocusedInvestor(id: string | null) {
  return useQuery({
    queryKey: ['matching', 'investors', 'card', id],
    queryFn: ({ signal }) => api('GET /api/matching/investors/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: false,
  });
}
