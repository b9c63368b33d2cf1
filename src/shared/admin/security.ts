import { z } from 'zod';
import { adminPageQuerySchema, pageOf } from './paging.ts';

// The Security log (issue 19): refused calls to admin routes, newest first (decision 0119).

export const adminSecurityQuerySchema = adminPageQuerySchema;

export const securityEventSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  method: z.string(),
  route: z.string(),
  /** 401 (not signed in) or 403 (signed in, not an administrator). */
  status: z.number().int(),
  ip: z.string(),
  /** This refusal and the ones counted into it after the minute's allowance of rows was spent (decision 0119). */
  count: z.number().int().min(1),
  /** The latest refusal counted into this row; created_at is the first. */
  last_at: z.string(),
  /** The signed-in caller, when there was one. */
  user: z.object({ id: z.string(), full_name: z.string(), email: z.string() }).nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventPageSchema = pageOf(securityEventSchema);
export type SecurityEventPage = z.infer<typeof securityEventPageSchema>;
