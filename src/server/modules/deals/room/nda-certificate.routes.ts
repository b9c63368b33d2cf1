import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../../http/openapi.ts';
import { pdf } from '../nda/nda.routes.ts';

const tags = ['nda'];

export const certificate = createRoute({
  method: 'get',
  path: '/api/deals/{id}/nda-certificate',
  tags,
  summary: "The NDA certificate of a deal, for its two parties: the acceptance record, both parties, the NDA's hash and text, a verification code",
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The deal' }) }) },
  responses: { 200: pdf('The certificate'), ...errorResponses(401, 404) },
});
