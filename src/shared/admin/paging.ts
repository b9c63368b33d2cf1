import { z } from 'zod';

// What every admin list shares: page sizes, the page envelope and the person a row belongs to.

export const ADMIN_PAGE_SIZE = 20;
/** Larger page sizes are accepted and capped, not refused. */
export const ADMIN_MAX_PAGE_SIZE = 100;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).default(ADMIN_PAGE_SIZE),
});

export const personSchema = z.object({ id: z.string(), full_name: z.string(), email: z.string() });
