import { and, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { addDays, todayUtc } from '#shared/deals/offers.ts';
import type { Db } from '../../../db/client.ts';
import { deals } from '../../../db/schema.ts';
import { tellParty } from './deal-events.ts';

// A signed letter of intent's exclusivity ending (issue 50): both parties are told 7 days and 1 day before its last day,
// by a notification and a mail. Each reminder is claimed by stamping the deal in the transaction that writes it, so a
// rerun, or a second instance, sends none twice; a day the job missed is caught up on the next run.

/** The reminders, nearest first: a deal a day from its end that never had the 7-day one gets only the 1-day one. */
const MARKS = [1, 7] as const;

export async function remindExclusivity(db: Db, siteUrl: string | null, today = todayUtc()): Promise<{ reminded: number }> {
  let reminded = 0;
  for (const days of MARKS) {
    reminded += await db.transaction(async (tx) => {
      const due = await tx
        .update(deals)
        .set({ exclusivityReminded: days })
        .where(and(
          eq(deals.stage, 'loi_signed'), gte(deals.exclusiveUntil, today), lte(deals.exclusiveUntil, addDays(today, days)),
          or(isNull(deals.exclusivityReminded), gt(deals.exclusivityReminded, days)),
        ))
        .returning();
      for (const deal of due) {
        const date = deal.exclusiveUntil ?? today;
        await tellParty(tx, deal, deal.ownerUserId, deal.investorUserId, 'exclusivity_ending', { date }, siteUrl);
        await tellParty(tx, deal, deal.investorUserId, deal.ownerUserId, 'exclusivity_ending', { date }, siteUrl);
      }
      return due.length;
    });
  }
  return { reminded };
}
