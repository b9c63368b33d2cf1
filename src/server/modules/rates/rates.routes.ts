import { createRoute, z } from '@hono/zod-openapi';
import { CURRENCIES } from '../../../shared/enums.ts';
import { jsonContent } from '../../http/openapi.ts';

const ratesSchema = z
  .object({
    base: z.literal('USD'),
    usd_per_unit: z.record(z.enum(CURRENCIES), z.number().positive()),
    updated_at: z.string().nullable(),
  })
  .openapi('CurrencyRates');

export const getRates = createRoute({
  method: 'get',
  path: '/api/rates',
  tags: ['rates'],
  summary: 'The currency table that matching converts with (US dollars per one unit), for approximate figures',
  responses: {
    200: jsonContent(ratesSchema, 'Every currency with its rate; pegged Gulf currencies at their peg'),
  },
});
