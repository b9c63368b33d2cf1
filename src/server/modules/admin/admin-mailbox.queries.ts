import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

const inMailbox = eq(emailOutbox.deliveredVia, 'mailbox');

/** The newest mails delivered to the in-app mailbox, at most `limit`. */
export function mailboxMails(db: Db, limit: number) {
  return db
    .select({ id: emailOutbox.id, to: emailOutbox.toEmail, subject: emailOutbox.subject, sentAt: emailOutbox.sentAt, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(inMailbox)
    .orderBy(desc(emailOutbox.sentAt), desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/** One mail of the mailbox, or undefined when the id names none there. */
export async function mailboxMail(db: Db, id: string) {
  const [row] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.id, id), inMailbox)).limit(1);
  return row;
}
