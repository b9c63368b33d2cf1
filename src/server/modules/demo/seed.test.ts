import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, FUNDING_PURPOSES, HORIZONS, INVESTMENT_STAGES, INVESTOR_INDUSTRIES,
  INVOLVEMENT_TYPES, LEGAL_STRUCTURES, MATCH_STATUSES, REGIONS,
} from '#shared/enums.ts';
import { canMove, isClosedStage } from '#shared/deals/room.ts';
import { scorePair } from '#shared/matching/score.ts';
import { carriesContact, namesCompany, PROFILE_LIMITS } from '#shared/profiles/profiles.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { openPglite, type Database } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { buildSnapshot } from '../matching/match-snapshot.ts';
import { standardNda } from '../deals/nda/standard-nda.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import { hasDemoData, isSeeded, seedDemo, type DemoLogins } from './seed.ts';

async function freshDatabase(): Promise<Database> {
  const database = await openPglite(undefined);
  await database.migrate();
  return database;
}

const missing = (expected: readonly string[], seen: Iterable<string>) => {
  const set = new Set(seen);
  return expected.filter((value) => !set.has(value));
};

describe('seedDemo', () => {
  let database: Database;
  let logins: DemoLogins;
  let storageDir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await isSeeded(database.db)).toBe(false);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-documents-'));
    storage = new LocalStorage(storageDir);
    logins = await seedDemo(database.db, { storage });
  }, 60_000);

  afterAll(async () => {
    await database.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('has every investor who pressed Interested accept the standard NDA first, and shares real PDFs in the demo deals (issue 18)', async () => {
    const { db } = database;
    const interested = await db.select().from(s.matches).where(isNotNull(s.matches.investorInterestedAt));
    const accepted = await db.select().from(s.ndaAcceptances);
    expect(new Set(accepted.map((a) => a.matchId))).toEqual(new Set(interested.map((m) => m.id)));
    expect(accepted.every((a) => a.kind === 'standard' && a.version === 'mutual-nda-v1' && a.sha256 === standardNda('en').sha256)).toBe(true);
    for (const email of [logins.investor.email, logins.businessOwner.email]) {
      const [user] = await db.select().from(s.users).where(eq(s.users.email, email));
      const [deal] = await db.select().from(s.deals).where(user?.userType === 'investor' ? eq(s.deals.investorUserId, user.id) : eq(s.deals.ownerUserId, user!.id));
      const grants = await db.select({ grant: s.documentGrants, document: s.documents }).from(s.documentGrants)
        .innerJoin(s.documents, eq(s.documents.id, s.documentGrants.documentId))
        .where(and(eq(s.documentGrants.dealId, deal!.id), isNull(s.documentGrants.revokedAt)));
      expect(grants).toHaveLength(1);
      const stored = await storage.get(grants[0]!.document.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored as AsyncIterable<Buffer>) chunks.push(chunk);
      const pdf = await PDFDocument.load(Buffer.concat(chunks));
      expect(pdf.getPageCount()).toBeGreaterThan(1);
    }
    // The demo owner keeps a second document that is not shared, and sees the investor's download in the log.
    const [owner] = await db.select().from(s.users).where(eq(s.users.email, logins.businessOwner.email));
    expect(await db.$count(s.documents, eq(s.documents.userId, owner!.id))).toBe(2);
    expect(await db.$count(s.documentAccessLog, eq(s.documentAccessLog.ownerUserId, owner!.id))).toBe(1);
  });

  it('lists about half the businesses confidentially, each with a teaser the wizard would accept (issue 49)', async () => {
    const rows = await database.db.select().from(s.businessProfiles);
    const confidential = rows.filter((row) => row.confidential).length;
    expect(confidential).toBeGreaterThanOrEqual(Math.floor(rows.length * 0.4));
    expect(confidential).toBeLessThanOrEqual(Math.ceil(rows.length * 0.6));
    for (const row of rows) {
      expect(row.summary?.length ?? 0, row.companyName ?? '').toBeGreaterThanOrEqual(PROFILE_LIMITS.summaryMin);
      expect(row.summary?.length ?? 0).toBeLessThanOrEqual(PROFILE_LIMITS.summaryMax);
      expect(row.highlights.length).toBeGreaterThanOrEqual(PROFILE_LIMITS.highlightsMin);
      expect(row.highlights.length).toBeLessThanOrEqual(PROFILE_LIMITS.highlightsMax);
      for (const text of [row.summary ?? '', ...row.highlights]) {
        expect(carriesContact(text), text).toBe(false);
        expect(namesCompany(text, row.companyName ?? ''), text).toBe(false);
      }
      expect(row.dealType).not.toBeNull();
      expect(row.saleReason).not.toBeNull();
    }
  });

  it('reports the database as seeded afterwards', async () => {
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('creates enough complete business and investor accounts', async () => {
    const { db } = database;
    const businesses = await db.select().from(s.businessProfiles);
    const investors = await db.select().from(s.investorProfiles);
    const profiles = await db.select().from(s.profiles);
    const users = await db.select().from(s.users);
    expect(businesses.length).toBeGreaterThanOrEqual(60);
    expect(investors.length).toBeGreaterThanOrEqual(40);
    expect(profiles).toHaveLength(businesses.length + investors.length);
    expect(users).toHaveLength(businesses.length + investors.length + 1);
    expect(users.filter((u) => u.role === 'user').every((u) => u.profileCompleted && u.userType !== null)).toBe(true);
    const count = (rows: { status: string }[], status: string) => rows.filter((r) => r.status === status).length;
    expect(count(businesses, 'under_review')).toBe(4);
    expect(count(businesses, 'inactive')).toBe(2);
    expect(count(investors, 'under_review')).toBe(2);
    expect(count(investors, 'active')).toBeGreaterThanOrEqual(40);
  });

  it('covers every enumeration value among active profiles', async () => {
    const { db } = database;
    const businesses = await db.select().from(s.businessProfiles).where(eq(s.businessProfiles.status, 'active'));
    const investors = await db.select().from(s.investorProfiles).where(eq(s.investorProfiles.status, 'active'));
    expect(missing(BUSINESS_INDUSTRIES, businesses.map((b) => b.industry ?? ''))).toEqual([]);
    expect(missing(REGIONS, businesses.map((b) => b.headquarters ?? ''))).toEqual([]);
    expect(missing(BUSINESS_STAGES, businesses.map((b) => b.businessStage ?? ''))).toEqual([]);
    expect(missing(LEGAL_STRUCTURES, businesses.map((b) => b.legalStructure ?? ''))).toEqual([]);
    expect(missing(FUNDING_PURPOSES, businesses.map((b) => b.purpose ?? ''))).toEqual([]);
    expect(missing(CURRENCIES, businesses.map((b) => b.currency))).toEqual([]);
    expect(missing(CURRENCIES, investors.map((i) => i.currency))).toEqual([]);
    expect(missing(INVOLVEMENT_TYPES, investors.map((i) => i.involvementType ?? ''))).toEqual([]);
    expect(missing(HORIZONS, investors.map((i) => i.investmentHorizon ?? ''))).toEqual([]);
    expect(missing(INVESTOR_INDUSTRIES, investors.flatMap((i) => i.preferredIndustries))).toEqual([]);
    expect(missing(INVESTMENT_STAGES, investors.flatMap((i) => i.investmentStage))).toEqual([]);
  });

  it('keeps figures within the agreed ranges', async () => {
    const { db } = database;
    for (const b of await db.select().from(s.businessProfiles)) {
      expect(b.amountRequired).toBeGreaterThanOrEqual(50_000);
      expect(b.amountRequired).toBeLessThanOrEqual(20_000_000);
      expect(b.profitMargin).toBeGreaterThanOrEqual(-10);
      expect(b.profitMargin).toBeLessThanOrEqual(40);
      expect(b.growthRate).toBeGreaterThanOrEqual(-5);
      expect(b.growthRate).toBeLessThanOrEqual(80);
      expect(b.yearEstablished).toBeGreaterThanOrEqual(1985);
      expect(b.yearEstablished).toBeLessThanOrEqual(2024);
      expect(b.businessActivities.length).toBeGreaterThanOrEqual(2);
      expect(b.keyPersonnel.length).toBeGreaterThanOrEqual(2);
    }
    for (const i of await db.select().from(s.investorProfiles)) {
      expect(i.minAmount ?? 0).toBeLessThanOrEqual(i.maxAmount ?? 0);
      expect(i.preferredIndustries.length).toBeGreaterThanOrEqual(2);
      expect(i.preferredIndustries.length).toBeLessThanOrEqual(5);
      expect(i.minRoi).toBeGreaterThanOrEqual(8);
      expect(i.minRoi).toBeLessThanOrEqual(35);
    }
  });

  it('creates the three logins with the right roles and working passwords', async () => {
    const { db } = database;
    const user = async (email: string) => {
      const [row] = await db.select().from(s.users).where(eq(s.users.email, email));
      if (!row) throw new Error(`missing ${email}`);
      return row;
    };
    const investor = await user(logins.investor.email);
    const owner = await user(logins.businessOwner.email);
    const admin = await user(logins.admin.email);
    expect([investor.role, investor.userType]).toEqual(['user', 'investor']);
    expect([owner.role, owner.userType]).toEqual(['user', 'business_owner']);
    expect([admin.role, admin.userType]).toEqual(['admin', null]);
    expect(logins.investor).toEqual({ email: 'investor@demo.dealbridge.local', password: 'demo-investor-2026' });
    expect(logins.businessOwner).toEqual({ email: 'owner@demo.dealbridge.local', password: 'demo-owner-2026' });
    expect(await verifyPassword(investor.passwordHash, logins.investor.password)).toBe(true);
    expect(await verifyPassword(owner.passwordHash, logins.businessOwner.password)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, logins.admin.password)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, logins.investor.password)).toBe(false);

    const [investorProfile] = await db.select().from(s.investorProfiles).where(eq(s.investorProfiles.userId, investor.id));
    const [businessProfile] = await db.select().from(s.businessProfiles).where(eq(s.businessProfiles.userId, owner.id));
    expect(investorProfile?.status).toBe('active');
    expect(businessProfile?.status).toBe('active');
  });

  it('adds service requests, matches and notifications consistent with their statuses', async () => {
    const { db } = database;
    const requests = await db.select().from(s.serviceRequests);
    expect(requests.length).toBeGreaterThanOrEqual(12);
    for (const r of requests) {
      if (['assigned', 'in_progress', 'completed'].includes(r.status)) expect(r.estimatedCost).toBeGreaterThan(0);
    }
    const matches = await db.select().from(s.matches);
    expect(matches.length).toBeGreaterThanOrEqual(12);
    expect(missing(MATCH_STATUSES, matches.map((m) => m.status))).toEqual([]);
    for (const m of matches) {
      // The status the deal flow derives from the two one-way actions; introduced exactly when both acted.
      expect(m.status).toBe(m.businessConnectedAt ? 'contacted' : m.investorInterestedAt ? 'interested' : 'suggested');
      expect(m.introducedAt !== null).toBe(m.investorInterestedAt !== null && m.businessConnectedAt !== null);
      if (m.businessConnectedAt) expect(m.businessInterest).toBe(true);
    }
    const notifications = await db.select().from(s.notifications);
    expect(notifications.length).toBeGreaterThan(0);
  });

  it('shows each demo pair with the score and reasons the discovery screens give it', async () => {
    const { db } = database;
    const investors = new Map((await db.select(investorProfileColumns).from(s.investorProfiles)).map((r) => [r.id, investorProfileOf(r)]));
    const businesses = new Map((await db.select(businessProfileColumns).from(s.businessProfiles)).map((r) => [r.id, businessProfileOf(r)]));
    // The model the screens rank with: every active profile's words and the stored rates.
    const { model } = await buildSnapshot(db, 'seeded');
    const matches = await db.select().from(s.matches);
    for (const m of matches) {
      const [investor, business] = [investors.get(m.investorProfileId), businesses.get(m.businessProfileId)];
      if (!investor || !business) throw new Error('a demo match without its profiles');
      expect([investor.status, business.status]).toEqual(['active', 'active']);
      const engine = scorePair(investor, business, model);
      expect({ score: m.matchScore, reasons: m.matchReasons, details: m.matchReasonDetails })
        .toEqual({ score: engine.score, reasons: engine.reasons, details: engine.reasonDetails });
      expect(m.matchReasons.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('pairs each demo account with its best-scoring counterparts', async () => {
    const { db } = database;
    const [demoInvestor] = await db.select(investorProfileColumns).from(s.investorProfiles)
      .innerJoin(s.users, eq(s.users.id, s.investorProfiles.userId)).where(eq(s.users.email, logins.investor.email));
    const [demoBusiness] = await db.select(businessProfileColumns).from(s.businessProfiles)
      .innerJoin(s.users, eq(s.users.id, s.businessProfiles.userId)).where(eq(s.users.email, logins.businessOwner.email));
    if (!demoInvestor || !demoBusiness) throw new Error('demo profiles missing');
    const investor = investorProfileOf(demoInvestor);
    const business = businessProfileOf(demoBusiness);
    const { model } = await buildSnapshot(db, 'seeded');
    const activeBusinesses = (await db.select(businessProfileColumns).from(s.businessProfiles).where(eq(s.businessProfiles.status, 'active')))
      .map(businessProfileOf).filter((b) => b.id !== business.id);
    const activeInvestors = (await db.select(investorProfileColumns).from(s.investorProfiles).where(eq(s.investorProfiles.status, 'active')))
      .map(investorProfileOf).filter((i) => i.id !== investor.id);
    const matches = await db.select().from(s.matches);
    // The demo investor's three matches (besides the demo business) score no lower than any business left out; likewise the owner's.
    const businessesOfInvestor = new Set(matches.filter((m) => m.investorProfileId === investor.id).map((m) => m.businessProfileId));
    const investorsOfBusiness = new Set(matches.filter((m) => m.businessProfileId === business.id).map((m) => m.investorProfileId));
    const forInvestor = activeBusinesses.map((b) => ({ id: b.id, score: scorePair(investor, b, model).score }));
    const forBusiness = activeInvestors.map((i) => ({ id: i.id, score: scorePair(i, business, model).score }));
    for (const [ranked, ids] of [[forInvestor, businessesOfInvestor], [forBusiness, investorsOfBusiness]] as const) {
      const chosen = ranked.filter((r) => ids.has(r.id));
      const others = ranked.filter((r) => !ids.has(r.id));
      expect(chosen).toHaveLength(3);
      expect(Math.min(...chosen.map((r) => r.score))).toBeGreaterThanOrEqual(Math.max(...others.map((r) => r.score)));
    }
  });

  it('opens a deal for every introduced pair, with a timeline the stage machine allows', async () => {
    const { db } = database;
    const introduced = await db.select().from(s.matches).where(isNotNull(s.matches.introducedAt));
    const deals = await db.select().from(s.deals);
    expect(deals.map((d) => d.matchId).sort()).toEqual(introduced.map((m) => m.id).sort());
    for (const deal of deals) {
      const match = introduced.find((m) => m.id === deal.matchId);
      expect([deal.businessProfileId, deal.investorProfileId]).toEqual([match?.businessProfileId, match?.investorProfileId]);
      expect(deal.createdAt).toEqual(match?.introducedAt);
      const events = await db.select().from(s.dealStageEvents).where(eq(s.dealStageEvents.dealId, deal.id)).orderBy(s.dealStageEvents.createdAt);
      expect(events[0]).toMatchObject({ fromStage: null, toStage: 'introduced', actorUserId: null });
      for (const [a, b] of events.slice(0, -1).map((e, k) => [e, events[k + 1]] as const)) {
        expect(b?.fromStage).toBe(a.toStage);
        // An offer moves a deal in discussion to "Offer made", and "LOI signed" comes of a signed letter of intent (issue 50).
        const byOffer = (a.toStage === 'in_discussion' && b?.toStage === 'offer_made') || (a.toStage === 'offer_made' && b?.toStage === 'loi_signed');
        expect(byOffer || canMove(a.toStage, b?.toStage ?? 'introduced')).toBe(true);
        expect([deal.ownerUserId, deal.investorUserId]).toContain(b?.actorUserId);
      }
      expect(events.at(-1)?.toStage).toBe(deal.stage);
      expect(deal.closedReason !== null).toBe(deal.stage === 'closed_lost');
      const messages = await db.select().from(s.dealMessages).where(eq(s.dealMessages.dealId, deal.id)).orderBy(s.dealMessages.createdAt);
      for (const m of messages) {
        expect([deal.ownerUserId, deal.investorUserId]).toContain(m.senderUserId);
        expect(m.createdAt.getTime()).toBeGreaterThan(deal.createdAt.getTime());
        expect(m.createdAt.getTime()).toBeLessThan(Date.now());
      }
      expect(deal.lastMessageAt).toEqual(messages.at(-1)?.createdAt ?? null);
      // A closed deal is read-only: nothing was said after it closed.
      const closedAt = isClosedStage(deal.stage) ? events.at(-1)?.createdAt.getTime() : undefined;
      if (closedAt !== undefined) expect(messages.filter((m) => m.createdAt.getTime() > closedAt)).toEqual([]);
    }
  });

  it('holds a countered offer awaiting an answer and a signed letter of intent, its business Under offer (issue 50)', async () => {
    const { db } = database;
    const offers = await db.select().from(s.dealOffers).orderBy(s.dealOffers.createdAt);
    const open = offers.find((o) => o.state === 'open');
    expect(open).toMatchObject({ kind: 'loi', version: 2 });
    expect(offers.find((o) => o.id === open?.previousId)?.state).toBe('countered');
    const signed = offers.find((o) => o.state === 'accepted' && o.kind === 'loi');
    expect(signed?.verificationCode).toMatch(/^LOI-/);
    const [deal] = await db.select().from(s.deals).where(eq(s.deals.id, signed?.dealId ?? ''));
    expect(deal?.stage).toBe('loi_signed');
    expect(deal?.exclusiveUntil).not.toBeNull();
    const [business] = await db.select().from(s.businessProfiles).where(eq(s.businessProfiles.id, deal?.businessProfileId ?? ''));
    expect(business?.underOffer).toBe(true);
  });

  it('gives each demo account a live deal with a short conversation both ways and one unread message', async () => {
    const { db } = database;
    for (const [email, side] of [[logins.investor.email, 'investor'], [logins.businessOwner.email, 'owner']] as const) {
      const [user] = await db.select().from(s.users).where(eq(s.users.email, email));
      const [deal] = await db.select().from(s.deals).where(eq(side === 'investor' ? s.deals.investorUserId : s.deals.ownerUserId, user?.id ?? ''));
      if (!user || !deal) throw new Error(`no deal for ${email}`);
      expect(['in_discussion', 'due_diligence']).toContain(deal.stage);
      const messages = await db.select().from(s.dealMessages).where(eq(s.dealMessages.dealId, deal.id)).orderBy(s.dealMessages.createdAt);
      expect(messages.length).toBeGreaterThanOrEqual(5);
      expect(messages.length).toBeLessThanOrEqual(8);
      expect(new Set(messages.map((m) => m.senderUserId)).size).toBe(2);
      // Over a few days when the introduction allows it; never in the future; no placeholder left unfilled.
      expect(messages.every((m) => !/\{\w+\}/.test(m.body))).toBe(true);
      const readAt = side === 'investor' ? deal.investorReadAt : deal.ownerReadAt;
      const unread = messages.filter((m) => m.senderUserId !== user.id && (!readAt || m.createdAt > readAt));
      expect(unread).toHaveLength(1);
      const counterpartReadAt = side === 'investor' ? deal.ownerReadAt : deal.investorReadAt;
      expect(messages.every((m) => counterpartReadAt && m.createdAt <= counterpartReadAt)).toBe(true);
      // Both introduction notices name the deal.
      const notices = await db.select().from(s.notifications).where(and(eq(s.notifications.userId, user.id), eq(s.notifications.kind, 'introduction_made')));
      expect(notices.map((n) => (n.data as { dealId?: string }).dealId)).toEqual([deal.id]);
    }
  });

  it('leaves the demo accounts an unanswered interest and an unanswered Connect, and the admin one open report', async () => {
    const { db } = database;
    const [owner] = await db.select().from(s.businessProfiles).innerJoin(s.users, eq(s.users.id, s.businessProfiles.userId)).where(eq(s.users.email, logins.businessOwner.email));
    const [investor] = await db.select().from(s.investorProfiles).innerJoin(s.users, eq(s.users.id, s.investorProfiles.userId)).where(eq(s.users.email, logins.investor.email));
    const interestedInOwner = await db.select().from(s.matches).where(and(
      eq(s.matches.businessProfileId, owner?.business_profiles.id ?? ''), isNotNull(s.matches.investorInterestedAt), isNull(s.matches.businessConnectedAt)));
    expect(interestedInOwner.length).toBeGreaterThanOrEqual(1);
    const connectingToInvestor = await db.select().from(s.matches).where(and(
      eq(s.matches.investorProfileId, investor?.investor_profiles.id ?? ''), isNotNull(s.matches.businessConnectedAt), isNull(s.matches.investorInterestedAt)));
    expect(connectingToInvestor).toHaveLength(1);
    const notices = await db.select().from(s.notifications).where(and(eq(s.notifications.userId, investor?.users.id ?? ''), eq(s.notifications.kind, 'connection_received')));
    expect(notices.map((n) => (n.data as { matchId: string }).matchId)).toEqual([connectingToInvestor[0]?.id]);

    const reports = await db.select().from(s.messageReports);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    const [message] = await db.select().from(s.dealMessages).where(eq(s.dealMessages.id, report?.messageId ?? ''));
    const [deal] = await db.select().from(s.deals).where(eq(s.deals.id, report?.dealId ?? ''));
    expect(report?.status).toBe('open');
    expect(message?.dealId).toBe(deal?.id);
    // The reporter is the other party of the deal, not the sender.
    expect([deal?.ownerUserId, deal?.investorUserId]).toContain(report?.reporterUserId);
    expect(report?.reporterUserId).not.toBe(message?.senderUserId);
    // Neither demo account is involved, so that their rooms stay as a newcomer expects.
    const demoIds = [owner?.users.id, investor?.users.id];
    expect(demoIds).not.toContain(deal?.ownerUserId);
    expect(demoIds).not.toContain(deal?.investorUserId);
  });

  // Chosen behaviour: a second run is rejected and leaves the data untouched.
  it('gives the cards trust signals that differ (issue 23): fresh listings, verified registrations, responsiveness, some unverified emails', async () => {
    const { db } = database;
    const now = Date.now();
    for (const table of [s.businessProfiles, s.investorProfiles]) {
      const rows = await db.select({ createdAt: table.createdAt, confirmedAt: table.confirmedAt, updatedAt: table.updatedAt, paused: table.pausedAt, reminded: table.staleRemindedAt }).from(table);
      for (const row of rows) {
        expect(row.confirmedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
        expect(row.confirmedAt).toEqual(row.updatedAt);
        expect(now - row.confirmedAt.getTime()).toBeLessThanOrEqual(46 * 86_400_000);
        expect([row.paused, row.reminded]).toEqual([null, null]);
      }
      expect(new Set(rows.map((row) => Math.floor((now - row.confirmedAt.getTime()) / 86_400_000))).size).toBeGreaterThan(5);
    }
    const verifications = await db.select().from(s.registrationVerifications);
    const businesses = await db.select().from(s.businessProfiles);
    expect(verifications.length).toBeGreaterThanOrEqual(businesses.length / 2);
    expect(verifications.length).toBeLessThan(businesses.length);
    for (const v of verifications) expect(v.registrationNumber).toBe(businesses.find((b) => b.id === v.businessProfileId)?.registrationNumber);
    // Each verification rests on one of its business owner's documents (a stored registration certificate where the
    // owner had none); the demo owner's on the demo deal's own files.
    const documents = await db.select().from(s.documents);
    for (const v of verifications) {
      const owner = businesses.find((b) => b.id === v.businessProfileId)?.userId;
      expect(documents.find((d) => d.id === v.documentId)?.userId).toBe(owner);
    }
    const [owner] = await db.select().from(s.users).where(eq(s.users.email, logins.businessOwner.email));
    const ownerVerification = verifications.find((v) => v.businessProfileId === businesses.find((b) => b.userId === owner?.id)?.id);
    expect(documents.find((d) => d.id === ownerVerification?.documentId)?.fileName).not.toBe('Registration-certificate.pdf');
    const users = await db.select().from(s.users);
    const unverified = users.filter((u) => u.emailVerifiedAt === null);
    expect(unverified.length).toBeGreaterThan(0);
    expect(unverified.length).toBeLessThan(users.length / 3);
    expect(unverified.map((u) => u.email)).not.toContain(logins.investor.email);
    const shown = await db.select().from(s.userResponsiveness).where(gte(s.userResponsiveness.received, 3));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const row of shown) expect(row.medianAnswerHours).not.toBeNull();
  });

  it('rejects a second run on the same database', async () => {
    const { db } = database;
    const before = (await db.select({ id: s.users.id }).from(s.users)).length;
    await expect(seedDemo(db)).rejects.toThrow(/demo data is already there/);
    expect((await db.select({ id: s.users.id }).from(s.users)).length).toBe(before);
  });
});

describe('seedDemo next to existing users', () => {
  it('adds the demo data to a database that already has an admin of its own', async () => {
    const other = await freshDatabase();
    try {
      await other.db.insert(s.users).values({ email: 'ops@example.com', passwordHash: 'x', fullName: 'Ops', role: 'admin' });
      expect(await hasDemoData(other.db)).toBe(false);
      await seedDemo(other.db);
      expect(await hasDemoData(other.db)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('seedDemo on separate databases', () => {
  it('generates a different admin password each time and honours an explicit one', async () => {
    const [first, second, third] = await Promise.all([freshDatabase(), freshDatabase(), freshDatabase()]);
    try {
      const [a, b] = [await seedDemo(first.db), await seedDemo(second.db)];
      expect(a.admin.password).not.toBe(b.admin.password);
      expect(a.admin.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const c = await seedDemo(third.db, { adminPassword: 'chosen-admin-password' });
      expect(c.admin.password).toBe('chosen-admin-password');
      // Same content on every run: only the secrets and the timestamps differ.
      const names = async (database: Database) =>
        (await database.db.select({ name: s.businessProfiles.companyName, amount: s.businessProfiles.amountRequired })
          .from(s.businessProfiles).orderBy(s.businessProfiles.companyName));
      expect(await names(first)).toEqual(await names(second));
    } finally {
      await Promise.all([first.close(), second.close(), third.close()]);
    }
  }, 60_000);
});
