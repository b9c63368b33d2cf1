import { eq, inArray, or, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog, businessProfiles, dealMessages, dealStageEvents, deals, documents, emailOutbox, investorProfiles, matches, messageReports, notifications,
  profiles, savedSearches, serviceRequests, sessions, users, valuationEstimates,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isStorageKey, toReadable, type Storage } from '../../storage/storage.ts';

// Export my data (issue 19, docs/decisions/0141-export-my-data.md): everything Dealbridge holds about the user, as
// the user's own rows, in one JSON document — what UAE PDPL and the GDPR call access and portability. Secrets
// (password and token hashes, storage keys) are left out, and of other people only what the user's own screens show
// them: the messages of their deal rooms, and whether a counterpart is an investor or an owner.

export const EXPORT_FORMAT = 'dealbridge-export/1';

const omit = <T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
};

export async function exportOf(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const [profile, investor, business, ownDocuments, requests, notices, ownSessions, audit, mails, reports, estimates, searches] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(investorProfiles).where(eq(investorProfiles.userId, userId)),
    db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)),
    db.select().from(documents).where(eq(documents.userId, userId)),
    db.select().from(serviceRequests).where(eq(serviceRequests.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)),
    db.select().from(auditLog).where(or(eq(auditLog.actorUserId, userId), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))),
    db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email)),
    db.select().from(messageReports).where(eq(messageReports.reporterUserId, userId)),
    db.select().from(valuationEstimates).where(eq(valuationEstimates.userId, userId)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
  ]);
  const investorIds = investor.map((p) => p.id);
  const businessIds = business.map((p) => p.id);
  const ownMatches = investorIds.length + businessIds.length === 0 ? [] : await db
    .select()
    .from(matches)
    .where(or(...(investorIds.length ? [inArray(matches.investorProfileId, investorIds)] : []), ...(businessIds.length ? [inArray(matches.businessProfileId, businessIds)] : [])));
  const ownDeals = await db.select().from(deals).where(or(eq(deals.ownerUserId, userId), eq(deals.investorUserId, userId)));
  const dealIds = ownDeals.map((d) => d.id);
  const [events, messages] = dealIds.length === 0 ? [[], []] : await Promise.all([
    db.select().from(dealStageEvents).where(inArray(dealStageEvents.dealId, dealIds)),
    db.select().from(dealMessages).where(inArray(dealMessages.dealId, dealIds)),
  ]);

  return {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    account: omit(user, 'passwordHash'),
    profile: profile[0] ?? null,
    investor_profiles: investor,
    business_profiles: business,
    documents: ownDocuments.map((d) => omit(d, 'storageKey')),
    service_requests: requests,
    valuation_estimates: estimates,
    saved_searches: searches,
    notifications: notices,
    matches: ownMatches.map((m) => ({ ...m, your_side: investorIds.includes(m.investorProfileId) ? 'investor' : 'business' })),
    deals: ownDeals.map((d) => ({
      id: d.id, stage: d.stage, closed_reason: d.closedReason, your_side: d.ownerUserId === userId ? 'business owner' : 'investor', created_at: d.createdAt,
      business_profile_id: d.businessProfileId, investor_profile_id: d.investorProfileId,
    })),
    deal_stage_events: events.map((e) => ({ ...omit(e, 'actorUserId'), by: e.actorUserId === userId ? 'you' : e.actorUserId ? 'counterpart' : 'platform' })),
    deal_messages: messages.map((m) => ({
      id: m.id, deal_id: m.dealId, from: m.senderUserId === userId ? 'you' : 'counterpart', body: m.deletedAt ? null : m.body, deleted_at: m.deletedAt, created_at: m.createdAt,
    })),
    message_reports: reports,
    sessions: ownSessions.map((s) => omit(s, 'tokenHash')),
    mails_sent_to_you: mails.map((m) => ({ id: m.id, subject: m.subject, body_text: m.bodyText, status: m.status, created_at: m.createdAt, sent_at: m.sentAt })),
    audit_log: audit,
  };
}

async function bytesOf(storage: Storage, key: string): Promise<Uint8Array | null> {
  const body = isStorageKey(key) ? await storage.get(key) : null;
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body instanceof ReadableStream ? toReadable(body) : body) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The export as a zip: data.json and documents/<id>-<file name> for each uploaded document still in storage. */
export async function exportZipOf(db: Db, storage: Storage, userId: string): Promise<Uint8Array> {
  const data = await exportOf(db, userId);
  const { strToU8, zipSync } = await import('fflate'); // loaded when someone downloads their data
  const files: Record<string, Uint8Array> = { 'data.json': strToU8(JSON.stringify(data, null, 2)) };
  const rows = await db.select({ id: documents.id, fileName: documents.fileName, storageKey: documents.storageKey }).from(documents).where(eq(documents.userId, userId));
  for (const row of rows) {
    const bytes = await bytesOf(storage, row.storageKey);
    // A name of the user's own choosing, kept inside documents/ whatever it holds.
    if (bytes) files[`documents/${row.id}-${row.fileName.replace(/[/\\]/g, '_')}`] = bytes;
  }
  return zipSync(files, { level: 6 });
}
