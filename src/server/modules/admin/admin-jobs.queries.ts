import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

/** The newest mails the outbox gave up on, at most `limit`. */
export function failedMail(db: Db, limit: number) {
  return db
    .select({
      id: emailOutbox.id, toEmail: emailOutbox.toEmail, subject: emailOutbox.subject, createdAt: emailOutbox.createdAt,
      attempts: emailOutbox.attempts, lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'failed'))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
