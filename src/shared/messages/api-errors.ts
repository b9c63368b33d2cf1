import { z } from 'zod';
import { messages, type ApiMessage, type MessageKey } from './messages.ts';

// The one JSON error shape of the API. `code` is a key of the message catalogue (messages.ts), the
// error codes' one list; the HTTP status says what kind of refusal it is.

export type ErrorCode = MessageKey;
export type { ApiMessage };

/** Field path ("branches.2.name") → the message about that field. */
export type FieldMessages = Record<string, ApiMessage>;

export interface ErrorBody {
  error: ApiMessage & { fields?: FieldMessages };
}

const ERROR_CODES = Object.keys(messages) as [MessageKey, ...MessageKey[]];

const apiMessageSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** For the API reference. */
export const errorBodySchema = z.object({
  error: apiMessageSchema.extend({ fields: z.record(z.string(), apiMessageSchema).optional() }),
});
