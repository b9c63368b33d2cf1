import { createRoute, z } from '@hono/zod-openapi';
import { updateRatesSchema } from '#shared/admin/rates.ts';
import { CURRENCIES } from '#shared/enums.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';
import { adminOnly } from '../../auth/staff.ts';

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

export const updateRates = createRoute({
  method: 'put',
  path: '/api/admin/rates',
  tags: ['admin'],
  summary: 'Currency rates: set the US dollars per unit of the floating currencies (GBP, SGD, INR, KWD); audited',
  description:
    'Currencies left out keep their rate. USD and the pegged Gulf currencies (AED, SAR, QAR, BHD, OMR) are fixed: ' +
    'sending one answers 422 on that field. Matching, match pages and GET /api/rates use the new rates at once.',
  middleware: [adminOnly] as const,
  request: { body: jsonBody(updateRatesSchema) },
  responses: {
    200: jsonContent(ratesSchema, 'The whole table after the change'),
    ...errorResponses(401, 403, 422),
  },
});
