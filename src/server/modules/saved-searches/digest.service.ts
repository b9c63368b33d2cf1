import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { matchDigestMail, savedSearchDigestMail, type SearchDigestEntry } from '#shared/locales/mail-texts.ts';
import { savedSearchHref } from '#shared/saved-searches/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { matchSuggestions, savedSearchAlerts, savedSearches, users } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

// The digests of issue 23. Each user's mail is queued in the same transaction that marks what it told (alerts
// digested, the match digest's stamp), so a rerun after a crash mails nobody twice and forgets nobody.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const at = (publicUrl: string | undefined, path: string) => `${publicUrl ?? ''}${path}`;
const unsubscribeLink = (publicUrl: string | undefined, token: string) => at(publicUrl, `/unsubscribe?token=${encodeURIComponent(token)}`);
/** Deleted and suspended accounts get no mail. */
const mailable = and(isNull(users.deletedAt), isNull(users.suspendedAt));

/** One mail per user listing every undigested alert of their daily (or weekly) searches; answers how many mails. */
export async function mailSearchDigests(db: Db, frequency: 'daily' | 'weekly', publicUrl?: string): Promise<{ mailed: number }> {
  const owners = await db
    .selectDistinct({ userId: savedSearches.userId })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .where(and(isNull(savedSearchAlerts.digestedAt), eq(savedSearches.frequency, frequency)));
  let mailed = 0;
  for (const { userId } of owners) {
    const sent = await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(and(eq(users.id, userId), mailable)).limit(1);
      // The alerts this mail tells, locked so that a second run at the same time waits and then finds them digested.
      const alerts = await tx
        .select({ id: savedSearches.id, name: savedSearches.name, scope: savedSearches.scope, filters: savedSearches.filters, profileId: savedSearchAlerts.profileId })
        .from(savedSearchAlerts)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.frequency, frequency), isNull(savedSearchAlerts.digestedAt)))
        .orderBy(asc(savedSearches.createdAt))
        .for('update', { of: savedSearchAlerts });
      if (alerts.length === 0) return false;
      const searchIds = [...new Set(alerts.map((a) => a.id))];
      await tx.update(savedSearchAlerts).set({ digestedAt: sql`now()` })
        .where(and(inArray(savedSearchAlerts.savedSearchId, searchIds), isNull(savedSearchAlerts.digestedAt)));
      if (!user) return false;
      const entries: SearchDigestEntry[] = [];
      for (const id of searchIds) {
        const ofSearch = alerts.filter((a) => a.id === id);
        const first = ofSearch[0];
        if (!first) continue;
        const token = await signUnsubscribe(tx, { userId, target: { kind: 'saved_search', savedSearchId: id } });
        entries.push({
          name: first.name, count: ofSearch.length, link: at(publicUrl, savedSearchHref(first.scope, first.filters)), unsubscribeLink: unsubscribeLink(publicUrl, token),
        });
      }
      await enqueueMail(tx, { to: user.email, ...savedSearchDigestMail(user.language, { recipientName: user.fullName || user.email, frequency, searches: entries }) });
      return true;
    });
    if (sent) mailed += 1;
  }
  return { mailed };
}

/**
 * The weekly "New matches for you": to each user who kept it on, how many of their stored top-50 suggestions
 * arrived since the last such mail (at most a week back), with a one-click unsubscribe.
 */
export async function mailMatchDigests(db: Db, publicUrl?: string, now = new Date()): Promise<{ mailed: number }> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const since = sql`greatest(coalesce(${users.matchDigestSentAt}, ${weekAgo}::timestamptz), ${weekAgo}::timestamptz)`;
  const due = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language, userType: users.userType, fresh: sql<number>`count(*)::int`.mapWith(Number) })
    .from(users)
    .innerJoin(matchSuggestions, eq(matchSuggestions.userId, users.id))
    .where(and(
      eq(users.matchDigest, true), mailable,
      or(isNull(users.matchDigestSentAt), gt(sql`${now}::timestamptz - ${users.matchDigestSentAt}`, sql`interval '6 days'`)),
      sql`${matchSuggestions.firstSuggestedAt} > ${since}`,
    ))
    .groupBy(users.id);
  let mailed = 0;
  for (const user of due) {
    const sent = await db.transaction(async (tx) => {
      // Claimed by its stamp: a concurrent or repeated run finds it set and skips the user.
      const [claimed] = await tx.update(users).set({ matchDigestSentAt: now })
        .where(and(eq(users.id, user.id), or(isNull(users.matchDigestSentAt), gt(sql`${now}::timestamptz - ${users.matchDigestSentAt}`, sql`interval '6 days'`))))
        .returning({ id: users.id });
      if (!claimed) return false;
      const token = await signUnsubscribe(tx, { userId: user.id, target: { kind: 'match_digest' } });
      await enqueueMail(tx, {
        to: user.email,
        ...matchDigestMail(user.language, { recipientName: user.fullName || user.email, count: user.fresh, link: at(publicUrl, '/dashboard'), unsubscribeLink: unsubscribeLink(publicUrl, token) }),
      });
      return true;
    });
    if (sent) mailed += 1;
  }
  return { mailed };
}

