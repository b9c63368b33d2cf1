/** Every admin query starts with this key, so that one change can refresh the whole panel. */
export const adminKey = ['admin'] as const;

export const adminKeys = {
  stats: [...adminKey, 'stats'] as const,
  requests: (page: number) => [...adminKey, 'service-requests', page] as const,
  businesses: (page: number) => [...adminKey, 'businesses', page] as const,
  business: (id: string) => [...adminKey, 'business', id] as const,
  investors: (page: number) => [...adminKey, 'investors', page] as const,
  investor: (id: string) => [...adminKey, 'investor', id] as const,
  matches: (page: number) => [...adminKey, 'matches', page] as const,
  users: (page: number) => [...adminKey, 'users', page] as const,
  audience: [...adminKey, 'broadcast-audience'] as const,
  broadcasts: [...adminKey, 'broadcasts'] as const,
  deliveries: (id: string, page: number) => [...adminKey, 'deliveries', id, page] as const,
  failedJobs: [...adminKey, 'failed-jobs'] as const,
  scheduledJobs: [...adminKey, 'scheduled-jobs'] as const,
  deals: (search: string) => [...adminKey, 'deals', search] as const,
  deal: (id: string) => [...adminKey, 'deal', id] as const,
  reports: (status: string, page: number) => [...adminKey, 'reports', status, page] as const,
  securityLog: (page: number) => [...adminKey, 'security-log', page] as const,
};

export const pageQuery = (page: number) => `page=${page}&page_size=20`;
