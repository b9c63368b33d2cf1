import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MATCH_PAGE_SIZE, type BusinessMatchesQuery, type InvestorMatchesQuery } from '#shared/matching/match-query.ts';
import { api } from '../../../lib/api/api.ts';

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

/** The filters of a near-misses list: the ranking's, a page at a time from the first. */
export type NearMissesQuery<Q> = Omit<Q, 'page' | 'near_misses'>;

const nextPage = (last: { page: number; stats: { total: number } }) => (last.page * MATCH_PAGE_SIZE < last.stats.total ? last.page + 1 : undefined);

/** Businesses that would match but break a must-have (issue 20), fetched only while shown. */
export function useBusinessNearMisses(query: NearMissesQuery<BusinessMatchesQuery>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['matching', 'businesses', 'near-misses', query],
    queryFn: ({ signal, pageParam }) => getBusinessMatches({ ...query, near_misses: '1', page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** Investors that would match but break a must-have (issue 20), fetched only while shown. */
export function useInvestorNearMisses(query: NearMissesQuery<InvestorMatchesQuery>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['matching', 'investors', 'near-misses', query],
    queryFn: ({ signal, pageParam }) => getInvestorMatches({ ...query, near_misses: '1', page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    enabled,
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
