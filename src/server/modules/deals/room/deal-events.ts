import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DealEvent, OfferKind } from '#shared/deals/offers.ts';
import { dealEventMail } from '#shared/locales/mail-texts.ts';
import type { Db } from '../../../db/client.ts';
import type { AppEnv } from '../../../http/context.ts';
import { users } from '../../../db/schema.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { notify } from '../../notifications/index.ts';
import { businessNameOf, type DealRow } from './deals.queries.ts';

// Telling a party what the other did in their deal (issue 50): every offer event, a close proposed or cancelled, and
// exclusivity ending. One notification and one mail, written in the caller's transaction, so an answer that is
// refused tells nobody; the mail leaves with the outbox (the caller asks for delivery once committed).

export interface DealEventFacts {
  offerId?: string;
  kind?: OfferKind;
  /** A decline's reason, for the mail. */
  reason?: string | null;
  /** A day the event is about (exclusivity's last). */
  date?: string;
}

/** Where mail links lead: the site's address, or null when no mail can be sent (nothing is queued then). */
export type SiteUrl = string | null;

/** Where the other party's mail links; null when no mail can be sent. */
export const mailSiteUrl = (c: Context<AppEnv>) => (c.var.deps.mailer.enabled ? c.var.deps.config.siteUrl : null);

/** Sends what an answer queued (the other party's mail) soon after it committed. */
export const delivered = async <T>(c: Context<AppEnv>, result: T): Promise<T> => {
  if (c.var.deps.mailer.enabled) await c.var.deps.jobs.requestMailDelivery();
  return result;
};


/** Notifies and mails `recipientId` that `actorId` (their counterpart in the deal) did `event`. */
export async function tellParty(
  tx: Db, deal: DealRow, recipientId: string, actorId: string, event: DealEvent, facts: DealEventFacts, siteUrl: SiteUrl,
): Promise<void> {
  const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
  const [actor] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, actorId));
  if (!recipient) return;
  const counterpartName = actor?.name ?? '';
  await notify(tx, recipientId, 'deal_event', {
    dealId: deal.id, event, counterpartName,
    ...(facts.offerId && { offerId: facts.offerId }), ...(facts.kind && { kind: facts.kind }), ...(facts.date && { date: facts.date }),
  });
  if (siteUrl === null || recipient.suspendedAt || recipient.deletedAt) return;
  const anchor = facts.offerId ? `#offer-${facts.offerId}` : '';
  const mail = dealEventMail(recipient.language, {
    event, recipientName: recipient.fullName, counterpartName, businessName: await businessNameOf(tx, deal),
    ...(facts.kind && { kind: facts.kind }), reason: facts.reason ?? null, ...(facts.date && { date: facts.date }),
    link: new URL(`/deals/${deal.id}${anchor}`, siteUrl).toString(),
  });
  await enqueueMail(tx, { to: recipient.email, ...mail });
}
