import { z } from 'zod';

/** The answer to sending a broadcast: it is queued, and this many recipients will get it. */
export const broadcastQueuedSchema = z.object({ broadcast_id: z.string(), recipients: z.number().int() });
export type BroadcastQueued = z.infer<typeof broadcastQueuedSchema>;
