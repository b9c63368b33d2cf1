import { Readable } from 'node:stream';
import type { RouteHandler } from '@hono/zod-openapi';
import { requireUserType } from '../../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import { existingId } from '../../../http/ids.ts';
import * as routes from './nda.routes.ts';
import * as service from './nda.service.ts';
import { pdfHeaders, readerLanguage } from './http-helpers.ts';
import { standardNda } from './standard-nda.ts';


const standardText: RouteHandler<typeof routes.standardText, AppEnv> = async (c) => {
  const { version, language, title, text, sha256 } = standardNda(c.req.valid('query').language);
  return c.json({ version, language, title, text, sha256 }, 200);
};

const getSettings: RouteHandler<typeof routes.getSettings, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await service.ndaSettingsOf(c.var.deps.db, user.id), 200);
};

const putSettings: RouteHandler<typeof routes.putSettings, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await service.updateNdaSettings(c.var.deps.db, c.var.deps.storage, user.id, c.req.valid('json')), 200);
};


const businessNda: RouteHandler<typeof routes.businessNda, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  const id = existingId(c.req.valid('param').id);
  return c.json(await service.businessNdaFor(c.var.deps.db, c.var.deps.storage, user.id, id, readerLanguage(c, c.req.valid('query').language)), 200);
};

const businessNdaDocument: RouteHandler<typeof routes.businessNdaDocument, AppEnv> = async (c) => {
  requireUserType(c, 'investor');
  const { document, body } = await service.customNdaFile(c.var.deps.db, c.var.deps.storage, existingId(c.req.valid('param').id));
  const stream = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : body;
  return c.body(stream, 200, pdfHeaders(document.fileName, document.sizeBytes));
};

export const ndaRouter = createRouter()
  .openapi(routes.standardText, standardText)
  .openapi(routes.getSettings, getSettings)
  .openapi(routes.putSettings, putSettings)
  .openapi(routes.businessNda, businessNda)
  .openapi(routes.businessNdaDocument, businessNdaDocument);
