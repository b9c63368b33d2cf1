import type { RouteHandler } from '@hono/zod-openapi';
import { MAILBOX_LIMIT } from '#shared/admin/mailbox.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { existingId, iso } from './admin-shared.ts';
import { mailboxMail, mailboxMails } from './admin-mailbox.queries.ts';
import * as routes from './admin-mailbox.routes.ts';

const listMailbox: RouteHandler<typeof routes.listMailbox, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db, mailer } = c.var.deps;
  const rows = await mailboxMails(db, MAILBOX_LIMIT);
  return c.json(
    {
      transport: mailer.transport ?? (mailer.enabled ? 'smtp' : 'off'),
      items: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, sent_at: iso(r.sentAt ?? r.createdAt) })),
    },
    200,
  );
};

const readMailbox: RouteHandler<typeof routes.readMailbox, AppEnv> = async (c) => {
  requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const row = await mailboxMail(c.var.deps.db, id);
  if (!row) throw notFound();
  return c.json(
    { id: row.id, to: row.toEmail, subject: row.subject, sent_at: iso(row.sentAt ?? row.createdAt), text: row.bodyText, html: row.bodyHtml },
    200,
  );
};

export const adminMailboxRouter = createRouter()
  .openapi(routes.listMailbox, listMailbox)
  .openapi(routes.readMailbox, readMailbox);
