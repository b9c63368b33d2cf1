import path from 'node:path';
import { backup, pruneBackups, sourceOf } from '../db/backup.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { drainOutbox } from '../mail/outbox.ts';
import { mailUnreadDeals, remindExclusivity } from '../modules/deals/index.ts';
import { snapshotsFor } from '../modules/matching/index.ts';
import { recomputeSuggestions } from '../modules/matching/index.ts';
import { alertSavedSearches } from '../modules/saved-searches/index.ts';
import { mailMatchDigests, mailSearchDigests } from '../modules/saved-searches/index.ts';
import { runListingFreshness } from '../modules/profiles/index.ts';
import { refreshResponsiveness } from '../modules/trust/index.ts';
import { cleanupExpired } from './cleanup.ts';
import type { JobHandlers } from '../jobs/job-deps.ts';

/** A digest's mails leave now rather than at the outbox's next minute sweep. */
async function deliverAfter(db: Db, mailer: Mailer, report: { mailed: number }) {
  if (report.mailed > 0) await drainOutbox(db, mailer);
  return report;
}

/**
 * Each handler is safe to run again after a crash: the outbox claims rows, suggestions are replaced
 * whole, the clean-up deletes by expiry. A thrown error fails the run and pg-boss retries it.
 */
export const HANDLERS: JobHandlers = {
  'mail-delivery': async ({ db, mailer }) => drainOutbox(db, mailer),
  'match-suggestions': async ({ database, db }, { userId }) => {
    const snapshots = snapshotsFor(database);
    // The profile may have changed on another instance a moment ago: look at the stamp now.
    snapshots.invalidate();
    return { suggestions: await recomputeSuggestions(db, await snapshots.get(db), userId) };
  },
  'daily-cleanup': async ({ db }) => cleanupExpired(db),
  'deal-unread-mail': async ({ db, mailer, publicUrl }) => mailUnreadDeals(db, mailer, publicUrl),
  'saved-search-alerts': async ({ database, db }, { kind, profileId }) => {
    // The match pages' searches are decided on the snapshot, which must hold the profile as just saved.
    const snapshots = snapshotsFor(database);
    snapshots.invalidate();
    return alertSavedSearches(db, kind, profileId, await snapshots.get(db));
  },
  'saved-search-daily-digest': async ({ db, mailer, publicUrl }) => deliverAfter(db, mailer, await mailSearchDigests(db, 'daily', publicUrl)),
  'saved-search-weekly-digest': async ({ db, mailer, publicUrl }) => deliverAfter(db, mailer, await mailSearchDigests(db, 'weekly', publicUrl)),
  'match-digest': async ({ db, mailer, publicUrl }) => deliverAfter(db, mailer, await mailMatchDigests(db, publicUrl)),
  'listing-freshness': async ({ db, mailer, publicUrl }) => deliverAfter(db, mailer, await runListingFreshness(db, publicUrl)),
  'responsiveness': async ({ db }) => refreshResponsiveness(db),
  'exclusivity-reminders': async ({ db, mailer, publicUrl }) => {
    const report = await remindExclusivity(db, mailer.enabled ? (publicUrl ?? null) : null);
    return deliverAfter(db, mailer, { mailed: report.reminded, ...report });
  },
  'nightly-backup': async ({ database, backups }) => {
    if (!backups) return { skipped: 'BACKUP_DIR is not set' };
    const file = path.join(backups.dir, `dealbridge-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`);
    const manifest = await backup(sourceOf(database), backups.storage, file, backups.appVersion);
    return { file, documents: manifest.documents.length, removed: pruneBackups(backups.dir, backups.keep) };
  },
};
