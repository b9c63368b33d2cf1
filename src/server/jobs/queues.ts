import type PgBoss from 'pg-boss';

// The queues of the background jobs (docs/decisions/0019-background-jobs.md). Each queue's retry
// and expiry policy lives here, in one place; pg-boss keeps the jobs in the `pgboss` schema.

export const QUEUES = {
  /** Sends the mail outbox: after a request that queued mail, and every minute as a sweep. */
  mail: 'mail-delivery',
  /** Ranks one user's top counterparts into match_suggestions after their profile changed. */
  suggestions: 'match-suggestions',
  /** Mails each recipient of deal messages left unread for 15 minutes, once per deal and batch; every minute. */
  dealUnreadMail: 'deal-unread-mail',
  /** Deletes expired sessions and spent rate-limit counters, once a day. */
  cleanup: 'daily-cleanup',
  /** Writes a backup archive to BACKUP_DIR and keeps the newest BACKUP_KEEP, once a night (when BACKUP_DIR is set). */
  backup: 'nightly-backup',
  /** Finds the saved searches a published or edited profile newly fits, records the alerts, notifies 'instant' ones. */
  savedSearchAlerts: 'saved-search-alerts',
  /** Mails each user's undigested alerts of their daily saved searches, one mail per user; each morning. */
  dailySearchDigest: 'saved-search-daily-digest',
  /** The same for weekly saved searches, on Mondays. */
  weeklySearchDigest: 'saved-search-weekly-digest',
  /** The weekly "New matches for you" mail from the stored suggestions, to users who kept it on. */
  matchDigest: 'match-digest',
  /** Reminds owners of listings 60 days without an update and pauses those at 120 (issue 23); each morning. */
  listingFreshness: 'listing-freshness',
  /** Recomputes every user's responsiveness from the last 90 days of matches (issue 23); every hour. */
  responsiveness: 'responsiveness',
  /** Tells both parties of a signed letter of intent 7 days and 1 day before its exclusivity ends (issue 50); each morning. */
  exclusivityReminders: 'exclusivity-reminders',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const QUEUE_NAMES = Object.values(QUEUES) as QueueName[];

export interface JobData {
  'mail-delivery': Record<string, never>;
  'match-suggestions': { userId: string };
  'daily-cleanup': Record<string, never>;
  'deal-unread-mail': Record<string, never>;
  'nightly-backup': Record<string, never>;
  'saved-search-alerts': { profileId: string; kind: 'business' | 'investor' };
  'saved-search-daily-digest': Record<string, never>;
  'saved-search-weekly-digest': Record<string, never>;
  'match-digest': Record<string, never>;
  'listing-freshness': Record<string, never>;
  'responsiveness': Record<string, never>;
  'exclusivity-reminders': Record<string, never>;
}

/**
 * 'stately' keeps at most one waiting and one running job per singleton key, so repeated sends
 * while one waits collapse into it, and a change made while one runs still gets a run after it.
 * expireInSeconds bounds a run: an instance that dies mid-job leaves it active, and after that
 * long any live instance's maintenance hands it back for a retry.
 */
export const QUEUE_POLICIES: Record<QueueName, QueuePolicy> = {
  'mail-delivery': { policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  'match-suggestions': { policy: 'stately', retryLimit: 4, retryDelay: 15, retryBackoff: true, expireInSeconds: 10 * 60 },
  'daily-cleanup': { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  'deal-unread-mail': { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  'nightly-backup': { policy: 'stately', retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 60 * 60 },
  'saved-search-alerts': { policy: 'stately', retryLimit: 4, retryDelay: 15, retryBackoff: true, expireInSeconds: 10 * 60 },
  'saved-search-daily-digest': { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  'saved-search-weekly-digest': { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  'match-digest': { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  'listing-freshness': { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  'responsiveness': { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  'exclusivity-reminders': { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
};

/** The pg-boss settings of one queue (its name aside). */
export type QueuePolicy = Omit<PgBoss.Queue, 'name'>;

/** Singleton keys: one outbox, one daily clean-up, one recompute per user. */
export const MAIL_KEY = 'outbox';
export const CLEANUP_KEY = 'daily';
export const DEAL_UNREAD_KEY = 'deal-unread';
export const BACKUP_KEY = 'nightly';
export const MATCH_DIGEST_KEY = 'weekly';

export interface ScheduledJob {
  queue: QueueName;
  cron: string;
  singletonKey: string;
}

/** Cron schedules (UTC). pg-boss sends each tick once, whichever instance's clock monitor sees it first. */
export const SCHEDULES: ScheduledJob[] = [
  { queue: QUEUES.mail, cron: '* * * * *', singletonKey: MAIL_KEY },
  { queue: QUEUES.cleanup, cron: '0 3 * * *', singletonKey: CLEANUP_KEY },
  { queue: QUEUES.dealUnreadMail, cron: '* * * * *', singletonKey: DEAL_UNREAD_KEY },
  { queue: QUEUES.backup, cron: '30 2 * * *', singletonKey: BACKUP_KEY },
  // Saved searches' digests (issue 23): daily at 06:00 UTC, weekly on Mondays at 06:30; the match digest after it.
  { queue: QUEUES.dailySearchDigest, cron: '0 6 * * *', singletonKey: 'daily' },
  { queue: QUEUES.weeklySearchDigest, cron: '30 6 * * 1', singletonKey: 'weekly' },
  { queue: QUEUES.matchDigest, cron: '0 7 * * 1', singletonKey: MATCH_DIGEST_KEY },
  // Trust and freshness (issue 23): listings' reminders and pauses each morning, responsiveness every hour.
  { queue: QUEUES.listingFreshness, cron: '30 5 * * *', singletonKey: 'daily' },
  { queue: QUEUES.responsiveness, cron: '10 * * * *', singletonKey: 'hourly' },
  { queue: QUEUES.exclusivityReminders, cron: '45 5 * * *', singletonKey: 'daily' },
];
