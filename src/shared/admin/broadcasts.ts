import { z } from 'zod';
import { messages, messageText } from '../messages/messages.ts';
import { pageOf } from './paging.ts';

// Communication Center: broadcasts and their deliveries.

export const RECIPIENT_TYPES = ['all', 'investors', 'businesses'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
export const BROADCAST_SUBJECT_MAX = 200;
export const BROADCAST_MESSAGE_MAX = 10_000;

export const broadcastMessages = {
  subjectTooLong: messageText('subjectTooLong'),
  messageTooLong: messageText('messageTooLong'),
} as const;

export const broadcastSchema = z.strictObject({
  recipient_type: z.enum(RECIPIENT_TYPES).default('all'),
  subject: z.string({ error: messages.required }).trim().min(1, messages.required).max(BROADCAST_SUBJECT_MAX, broadcastMessages.subjectTooLong),
  message: z.string({ error: messages.required }).trim().min(1, messages.required).max(BROADCAST_MESSAGE_MAX, broadcastMessages.messageTooLong),
});
export type BroadcastInput = z.input<typeof broadcastSchema>;
export type Broadcast = z.output<typeof broadcastSchema>;

export const broadcastAudienceSchema = z.object({
  mail_enabled: z.boolean(),
  counts: z.object({ all: z.number().int(), investors: z.number().int(), businesses: z.number().int() }),
});
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
const deliveryTotals = z.object({ queued: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int() });

export const broadcastSummarySchema = z.object({
  id: z.string(),
  recipient_type: z.enum(RECIPIENT_TYPES),
  subject: z.string(),
  recipients: z.number().int(),
  totals: deliveryTotals,
  created_at: z.string(),
});
export type BroadcastSummary = z.infer<typeof broadcastSummarySchema>;
export const broadcastListSchema = z.object({ items: z.array(broadcastSummarySchema) });
export type BroadcastList = z.infer<typeof broadcastListSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  to_email: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const broadcastDeliveriesSchema = pageOf(deliverySchema).extend({ totals: deliveryTotals });
export type BroadcastDeliveries = z.infer<typeof broadcastDeliveriesSchema>;
/** The answer to sending a broadcast: it is queued, and this many recipients will get it. */
export const broadcastQueuedSchema = z.object({ broadcast_id: z.string(), recipients: z.number().int() });
export type BroadcastQueued = z.infer<typeof broadcastQueuedSchema>;
