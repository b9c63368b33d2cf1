import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser, requireUserType } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import { existingId } from '../../../http/ids.ts';
import { contentDisposition } from '../../documents/index.ts';
import { ensureMatchOf, introduceAfterNda } from '../introductions/introductions.service.ts';
import { snapshotsFor } from '../../matching/index.ts';
import { certificateOf } from './certificate.service.ts';
import * as routes from './nda.routes.ts';
import * as service from './nda.service.ts';
import { standardNda } from './standard-nda.ts';

const pdfHeaders = (fileName: string, length: number) => ({
  'Content-Type': 'application/pdf',
  'Content-Length': String(length),
  'Content-Disposition': contentDisposition('attachment', fileName),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
});

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

const readerLanguage = (c: Context<AppEnv>, asked: 'en' | 'ar' | undefined) => asked ?? requireUser(c).language;

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

const acceptNda: RouteHandler<typeof routes.acceptNda, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  const { db, storage, database, mailer, jobs } = c.var.deps;
  const snapshot = await snapshotsFor(database).get(db);
  let mailQueued = false;
  const result = await service.acceptNda(
    db, storage, user.id, existingId(c.req.valid('param').id), c.req.valid('json'),
    { ip: c.var.clientIp, userAgent: c.req.header('user-agent') ?? null, language: readerLanguage(c, c.req.valid('query').language) },
    {
      ensureMatch: (tx: Db, investorProfileId: string, businessProfileId: string) => ensureMatchOf(tx, snapshot, investorProfileId, businessProfileId),
      onAccepted: async (tx: Db, matchId: string) => {
        mailQueued = await introduceAfterNda(tx, mailer, matchId);
      },
    },
  );
  if (mailQueued) await jobs.requestMailDelivery();
  return result.created ? c.json(result.acceptance, 201) : c.json(result.acceptance, 200);
};

const certificate: RouteHandler<typeof routes.certificate, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { bytes, fileName } = await certificateOf(c.var.deps.db, c.req.valid('param').id, user.id);
  return c.body(bytes as unknown as ReadableStream<Uint8Array>, 200, pdfHeaders(fileName, bytes.byteLength));
};

export const ndaRouter = createRouter()
  .openapi(routes.standardText, standardText)
  .openapi(routes.getSettings, getSettings)
  .openapi(routes.putSettings, putSettings)
  .openapi(routes.businessNda, businessNda)
  .openapi(routes.businessNdaDocument, businessNdaDocument)
  .openapi(routes.acceptNda, acceptNda)
  .openapi(routes.certificate, certificate);
