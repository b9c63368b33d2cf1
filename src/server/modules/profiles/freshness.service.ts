import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Language, ProfileStatus } from '#shared/enums.ts';
import { listingPausedMail, listingStaleMail } from '#shared/locales/mail-texts.ts';
import { daysSince, FRESHNESS, type ListingKind, type OwnListingFreshness } from '#shared/trust/trust.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/index.ts';
import { isPaused } from './profiles.service.ts';

// Listing freshness (issue 23). Every owner save or confirmation stamps confirmed_at; a listing left alone is
// reminded at FRESHNESS.remindAfterDays and paused (status inactive, paused_at set) at FRESHNESS.pauseAfterDays.
// A pause is no rejection: one click (confirmListing) or the next save republishes it.

const TABLES = { business: businessProfiles, investor: investorProfiles } as const;
const KINDS: ListingKind[] = ['business', 'investor'];
const DAY_MS = 86_400_000;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const at = (publicUrl: string | undefined, path: string) => `${publicUrl ?? ''}${path}`;

interface Touched {
  userId: string;
  confirmedAt: Date;
}

/**
 * The daily run: pauses the active listings unconfirmed for pauseAfterDays, then reminds those unconfirmed for
 * remindAfterDays that were not reminded yet; each owner is notified and mailed in their language. Both steps are one
 * UPDATE … RETURNING per table in one transaction: a row a concurrent run has changed no longer matches when its lock is
 * released, so two instances (or a rerun the same day) never tell anyone twice. A paused listing leaves the listings and
 * the match snapshot by itself: they read active profiles only, and updated_at moves the snapshot's stamp.
 */
export async function runListingFreshness(db: Db, publicUrl?: string): Promise<{ reminded: number; paused: number; mailed: number }> {
  return db.transaction(async (tx) => {
    let [reminded, paused, mailed] = [0, 0, 0];
    for (const kind of KINDS) {
      const table = TABLES[kind];
      const returning = { userId: table.userId, confirmedAt: table.confirmedAt };
      // Pausing first: a listing due for both gets only the pause in this run (it is no longer active below).
      const pausedRows: Touched[] = await tx
        .update(table)
        .set({ status: 'inactive', pausedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(table.status, 'active'), lte(table.confirmedAt, daysAgo(FRESHNESS.pauseAfterDays))))
        .returning(returning);
      const remindedRows: Touched[] = await tx
        .update(table)
        .set({ staleRemindedAt: sql`now()` })
        .where(and(eq(table.status, 'active'), isNull(table.staleRemindedAt), lte(table.confirmedAt, daysAgo(FRESHNESS.remindAfterDays))))
        .returning(returning);
      paused += pausedRows.length;
      reminded += remindedRows.length;
      mailed += await tell(tx, kind, 'listing_paused', pausedRows, publicUrl);
      mailed += await tell(tx, kind, 'listing_stale', remindedRows, publicUrl);
    }
    return { reminded, paused, mailed };
  });
}

/** Notifies each owner and queues their mail (deleted and suspended accounts get none); answers how many mails. */
async function tell(tx: Db, kind: ListingKind, what: 'listing_stale' | 'listing_paused', rows: Touched[], publicUrl: string | undefined): Promise<number> {
  if (rows.length === 0) return 0;
  const recipients = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(and(inArray(users.id, rows.map((r) => r.userId)), isNull(users.deletedAt), isNull(users.suspendedAt)));
  const byId = new Map<string, { email: string; fullName: string; language: Language }>(recipients.map((r) => [r.id, r]));
  const compose = what === 'listing_paused' ? listingPausedMail : listingStaleMail;
  let mailed = 0;
  for (const row of rows) {
    await notify(tx, row.userId, what, { profileType: kind });
    const user = byId.get(row.userId);
    if (!user) continue;
    const text = compose(user.language, { recipientName: user.fullName || user.email, kind, days: daysSince(row.confirmedAt), link: at(publicUrl, '/dashboard') });
    await enqueueMail(tx, { to: user.email, ...text });
    mailed += 1;
  }
  return mailed;
}

interface FreshnessRow {
  id: string;
  status: ProfileStatus;
  confirmedAt: Date;
  staleRemindedAt: Date | null;
  pausedAt: Date | null;
}

const freshnessColumns = (kind: ListingKind) => {
  const table = TABLES[kind];
  return { id: table.id, status: table.status, confirmedAt: table.confirmedAt, staleRemindedAt: table.staleRemindedAt, pausedAt: table.pausedAt };
};

export function toOwnFreshness(kind: ListingKind, row: FreshnessRow): OwnListingFreshness {
  const confirmed = row.confirmedAt.getTime();
  return {
    kind,
    confirmed_at: row.confirmedAt.toISOString(),
    remind_at: new Date(confirmed + FRESHNESS.remindAfterDays * DAY_MS).toISOString(),
    pause_at: new Date(confirmed + FRESHNESS.pauseAfterDays * DAY_MS).toISOString(),
    reminded: row.staleRemindedAt !== null,
    paused: isPaused(row),
  };
}

/** The owner's listing of this kind, as its freshness; null before its first save. */
export async function findOwnFreshness(db: Db, kind: ListingKind, userId: string): Promise<OwnListingFreshness | null> {
  const table = TABLES[kind];
  const [row] = await db.select(freshnessColumns(kind)).from(table).where(eq(table.userId, userId)).limit(1);
  return row ? toOwnFreshness(kind, row) : null;
}

/**
 * "Still current" and "Republish", one click: the listing is confirmed now and its reminder forgotten. A listing
 * paused for staleness is republished straight to active, even under manual review: staff approved it before and its
 * content has not changed since (an edit goes through a save, and so through review). A rejected listing (inactive
 * without paused_at) is not republished by it: only its confirmed_at moves, its status stays for an admin to decide.
 * Null when the user has no listing of this kind.
 */
export async function confirmListing(db: Db, kind: ListingKind, userId: string): Promise<{ listing: OwnListingFreshness; profileId: string; republished: boolean } | null> {
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    const [current] = await tx.select(freshnessColumns(kind)).from(table).where(eq(table.userId, userId)).for('update');
    if (!current) return null;
    const republish = isPaused(current);
    const [row] = await tx
      .update(table)
      .set({
        confirmedAt: sql`now()`, staleRemindedAt: null, updatedAt: sql`now()`,
        ...(republish ? { status: 'active' as const, pausedAt: null } : {}),
      })
      .where(eq(table.id, current.id))
      .returning(freshnessColumns(kind));
    if (!row) throw new Error('listing confirmation returned no row');
    return { listing: toOwnFreshness(kind, row), profileId: row.id, republished: republish };
  });
}

