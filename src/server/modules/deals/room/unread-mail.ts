import { and, eq, sql } from 'drizzle-orm';
import { unreadDealMail } from '#shared/locales/mail-texts.ts';
import { UNREAD_MAIL_AFTER_MS, type DealSide } from '#shared/deals/room.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, deals, users } from '../../../db/schema.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { drainOutbox, enqueueMail } from '../../../mail/outbox.ts';

// Unread messages by mail (docs/decisions/0113-deal-activity-and-unread-mail.md). A sweep every minute finds each
// (deal, recipient) with a message from the other side that is unread, older than 15 minutes and newer than the
// last such mail; it stamps the side's mailed_at and queues one mail in the same transaction, so a batch is mailed
// once however many messages it holds and however many instances sweep. Reading first means nothing is sent.

interface Candidate {
  deal_id: string;
  side: DealSide;
  mailed_at: string | null;
  unread: number;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

export async function mailUnreadDeals(db: Db, mailer: Mailer, publicUrl?: string): Promise<{ mailed: number }> {
  const after = sql.raw(`interval '${UNREAD_MAIL_AFTER_MS / 1000} seconds'`);
  const candidates = rowsOf<Candidate>(await db.execute(sql`
    select d.id as deal_id, s.side, s.mailed_at::text as mailed_at,
      (select count(*)::int from deal_messages m where m.deal_id = d.id and m.sender_user_id <> s.user_id and m.deleted_at is null
        and m.created_at > coalesce(s.read_at, '-infinity'::timestamptz)) as unread
    from deals d
    cross join lateral (values
      ('business', d.owner_user_id, d.owner_read_at, d.owner_mailed_at),
      ('investor', d.investor_user_id, d.investor_read_at, d.investor_mailed_at)
    ) as s(side, user_id, read_at, mailed_at)
    where exists (select 1 from deal_messages m where m.deal_id = d.id and m.sender_user_id <> s.user_id and m.deleted_at is null
        and m.created_at > coalesce(s.read_at, '-infinity'::timestamptz)
        and m.created_at > coalesce(s.mailed_at, '-infinity'::timestamptz)
        and m.created_at <= now() - ${after})
    limit 500`));
  let mailed = 0;
  for (const candidate of candidates) {
    const sent = await db.transaction(async (tx) => {
      const column = candidate.side === 'investor' ? deals.investorMailedAt : deals.ownerMailedAt;
      // Claims the batch: only the sweep that still sees the old stamp mails it.
      const [deal] = await tx
        .update(deals)
        .set(candidate.side === 'investor' ? { investorMailedAt: sql`now()` } : { ownerMailedAt: sql`now()` })
        .where(and(eq(deals.id, candidate.deal_id), candidate.mailed_at === null ? sql`${column} is null` : sql`${column} = ${candidate.mailed_at}::timestamptz`))
        .returning();
      if (!deal) return false;
      const recipientId = candidate.side === 'investor' ? deal.investorUserId : deal.ownerUserId;
      const senderId = candidate.side === 'investor' ? deal.ownerUserId : deal.investorUserId;
      const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
      const [sender] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, senderId));
      const [business] = await tx.select({ name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, deal.businessProfileId));
      if (!recipient || !sender || recipient.suspendedAt) return false;
      const mail = unreadDealMail(recipient.language, {
        recipientName: recipient.fullName,
        counterpartName: sender.name,
        businessName: business?.name ?? null,
        unreadCount: candidate.unread,
        link: publicUrl ? new URL(`/deals/${deal.id}`, publicUrl).toString() : null,
      });
      await enqueueMail(tx, { to: recipient.email, ...mail });
      return true;
    });
    if (sent) mailed += 1;
  }
  if (mailed > 0) await drainOutbox(db, mailer);
  return { mailed };
}
