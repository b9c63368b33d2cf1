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
  /** The signed-in caller, when there was one. */
  user: z.object({ id: z.string(), full_name: z.string(), email: z.string() }).nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventPageSchema = pageOf(securityEventSchema);
export type SecurityEventPage = z.infer<typeof securityEventPageSchema>;
