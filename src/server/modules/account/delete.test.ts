import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog, businessProfiles, deals, documents, emailOutbox, investorProfiles, matches, savedSearches, twoFactorRecoveryCodes, twoFactorSecrets, users,
  valuationEstimates,
} from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { SAMPLES, upload } from '../documents/documents.test-support.ts';
import type { LocalStorage } from '../../storage/local-storage.ts';
import { SAMPLE_VALUATION_INPUT } from '../valuation/valuation.test-support.ts';

const ctx = testContextForFile({ freshRateLimits: true });

async function registered(type: 'investor' | 'business_owner') {
  const fields = newUser(type);
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/register', fields);
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  return { fields, client, id: user.id };
}

describe('delete account', () => {
  it('needs the password and the ticked confirmation', async () => {
    const me = await registered('investor');
    expect(await (await me.client.post('/api/account/delete', { password: 'wrong', confirm: true })).json()).toMatchObject({ error: { fields: { password: { code: 'currentPasswordWrong' } } } });
    expect(await (await me.client.post('/api/account/delete', { password: me.fields.password, confirm: false })).json()).toMatchObject({ error: { fields: { confirm: { code: 'deleteUnconfirmed' } } } });
    expect((await new TestClient(ctx.app).post('/api/account/delete', { password: 'x', confirm: true })).status).toBe(401);
  });

  it('erases the person, keeps the counterpart’s deal as "Deleted user", removes the files, and audits', async () => {
    const owner = await registered('business_owner');
    const investor = await registered('investor');
    const [business] = await ctx.deps.db.insert(businessProfiles).values({ userId: owner.id, companyName: 'Gone Trading LLC', industry: 'logistics', website: 'https://gone.example' }).returning();
    const [inv] = await ctx.deps.db.insert(investorProfiles).values({ userId: investor.id, about: 'Investing in logistics.' }).returning();
    const [match] = await ctx.deps.db.insert(matches).values({ investorProfileId: inv!.id, businessProfileId: business!.id, introducedAt: new Date(), investorInterestedAt: new Date(), businessConnectedAt: new Date() }).returning();
    const [deal] = await ctx.deps.db.insert(deals).values({ matchId: match!.id, businessProfileId: business!.id, investorProfileId: inv!.id, ownerUserId: owner.id, investorUserId: investor.id, stage: 'in_discussion' }).returning();
    expect((await upload(ctx, owner.client, 'Financials.pdf', new Uint8Array(SAMPLES.pdf), { type: 'financial_statements' })).status).toBe(201);
    const [doc] = await ctx.deps.db.select().from(documents).where(eq(documents.userId, owner.id));
    const storage = ctx.deps.storage as LocalStorage;
    expect(await storage.exists(doc!.storageKey)).toBe(true);

    // A saved valuation estimate (issue 22), shown on the listing.
    const saved = await owner.client.post('/api/valuation/estimates', { input: SAMPLE_VALUATION_INPUT });
    expect(saved.status).toBe(201);
    const estimateId = ((await saved.json()) as { id: string }).id;
    expect((await owner.client.patch(`/api/valuation/estimates/${estimateId}`, { shown_on_listing: true })).status).toBe(200);
    expect((await owner.client.post('/api/saved-searches', { scope: 'investors', name: 'Funds', filters: {} })).status).toBe(201);

    // Two-factor sign-in's secret and recovery codes (issue 47).
    await ctx.deps.db.insert(twoFactorSecrets).values({ userId: owner.id, secret: 'JBSWY3DPEHPK3PXP' });
    await ctx.deps.db.insert(twoFactorRecoveryCodes).values({ userId: owner.id, codeHash: 'hash-of-a-code' });

    const res = await owner.client.post('/api/account/delete', { password: owner.fields.password, confirm: true });
    expect(res.status).toBe(200);
    expect(await ctx.deps.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, owner.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(valuationEstimates).where(eq(valuationEstimates.userId, owner.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, owner.id))).toEqual([]);
    expect(await storage.exists(doc!.storageKey)).toBe(false);
    expect(await ctx.deps.db.select().from(documents).where(eq(documents.userId, owner.id))).toEqual([]);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ fullName: 'Deleted user', email: `deleted-${owner.id}@deleted.invalid` });
    expect(row?.deletedAt).not.toBeNull();
    const [gone] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, business!.id));
    expect(gone).toMatchObject({ status: 'inactive', companyName: 'Deleted user', website: null });
    // Signed out, and nobody signs in as them again.
    expect(((await (await owner.client.get('/api/auth/session')).json()) as { user: unknown }).user).toBeNull();
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: owner.fields.email, password: owner.fields.password })).status).toBe(401);
    // The counterpart's deal stays, closed, naming "Deleted user".
    const room = (await (await investor.client.get(`/api/deals/${deal!.id}`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(room)).toContain('Deleted user');
    expect(JSON.stringify(room)).not.toContain('Gone Trading LLC');
    expect(room).toMatchObject({ stage: 'closed_lost' });
    const listing = (await (await new TestClient(ctx.app).get('/api/listings/businesses?search=Gone')).json()) as { items: unknown[] };
    expect(listing.items).toEqual([]);
    expect((await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, owner.fields.email))).map((m) => m.subject)).toContain('Dealbridge: your account was deleted');
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.deleted'));
    expect(audits.some((a) => a.targetId === owner.id)).toBe(true);
  });

  it('refuses to delete the last administrator', async () => {
    const me = await registered('investor');
    // The only admin of this database.
    await ctx.deps.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, me.id));
    const res = await me.client.post('/api/account/delete', { password: me.fields.password, confirm: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'lastAdmin' } });
  });
});
