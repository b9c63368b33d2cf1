import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser } from '../../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import { pdfHeaders } from '../nda/http-helpers.ts';
import { certificateOf } from './nda-certificate.service.ts';
import * as routes from './nda-certificate.routes.ts';

const certificate: RouteHandler<typeof routes.certificate, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { bytes, fileName } = await certificateOf(c.var.deps.db, c.req.valid('param').id, user.id);
  return c.body(bytes as unknown as ReadableStream<Uint8Array>, 200, pdfHeaders(fileName, bytes.byteLength));
};

export const ndaCertificateRouter = createRouter().openapi(routes.certificate, certificate);
