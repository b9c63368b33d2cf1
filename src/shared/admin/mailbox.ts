import { z } from 'zod';

// The admin Mailbox (issue 19): without SMTP_URL, outside production, mail is delivered here
// instead of leaving the machine, in the spirit of letter_opener / Mailpit.

export const MAILBOX_LIMIT = 100;
export const MAIL_TRANSPORTS = ['smtp', 'mailbox', 'off'] as const;

export const mailboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sent_at: z.string(),
});
export type MailboxItem = z.infer<typeof mailboxItemSchema>;

export const mailboxListSchema = z.object({
  /** Where this instance sends mail: over SMTP, into this mailbox, or nowhere (production without SMTP). */
  transport: z.enum(MAIL_TRANSPORTS),
  items: z.array(mailboxItemSchema),
});
export type MailboxList = z.infer<typeof mailboxListSchema>;

export const mailboxMessageSchema = mailboxItemSchema.extend({
  text: z.string(),
  /** The HTML part; null on a message queued before mail had one. */
  html: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
