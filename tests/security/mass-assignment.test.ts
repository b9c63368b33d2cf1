import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfiles, investorProfiles, matches, users } from '../../src/server/db/schema.ts';
import { PERMISSIONS, SAMPLES, type Fixtures } from './permissions.ts';
import { callRoute, demoFixtures } from './support/calls.ts';
import {
  accountsByRole, bodyText, clientFor, createAccount, fingerprint, ROLES, seededContext, userIdByEmail, type Account, type Role,
  type SeededContext,
} from './support/context.ts';
import { isWrite } from './support/routes.ts';

// Mass assignment: fields a client must never set (role, status, user, profile_completed,
// estimated_cost, ids) have no effect, whichever write they are smuggled into.

let ctx: SeededContext;
let accounts: Record<Exclude<Role, 'anonymous'>, Account>;
let fixtures: Fixtures;
let otherUserId: string;

beforeAll(async () => {
  ctx = await seededContext();
  accounts = await accountsByRole(ctx);
  const loginOnly = await createAccount(ctx, 'investor', false);
  fixtures = await demoFixtures(ctx, accounts.admin.userId, { email: loginOnly.email, password: loginOnly.password });
  otherUserId = await userIdByEmail(ctx.deps.db, ctx.logins.businessOwner.email);
});
afterAll(async () => {
  await ctx.close();
});

const smuggled = () => ({
  role: 'admin',
  status: 'active',
  user: otherUserId,
  user_id: otherUserId,
  userId: otherUserId,
  profile_completed: true,
  profileCompleted: true,
  email_verified: true,
  emailVerifiedAt: '2000-01-01T00:00:00.000Z',
  estimated_cost: 1,
  id: randomUUID(),
  created_at: '2000-01-01T00:00:00.000Z',
});

/** The first role the table lets through, so that only the smuggled field can make the write fail. */
const callerRole = (key: string): Role => ROLES.find((role) => PERMISSIONS[key]?.[role] === 'allowed') ?? 'admin';

describe('mass assignment', () => {
  it('refuses role, status, user, profile_completed, estimated_cost and ids in every JSON write with 422, changing nothing', async () => {
    const problems: string[] = [];
    let attempts = 0;
    const writes = Object.keys(PERMISSIONS).filter((key) => isWrite(key) && SAMPLES[key]?.body);
    for (const key of writes) {
      const base = SAMPLES[key]?.body?.(fixtures) as Record<string, unknown>;
      // A field the route legitimately takes (an admin's status decision) is not smuggled into it.
      const fields = Object.entries(smuggled()).filter(([field]) => !(field in base));
      for (const [field, value] of fields) {
        const client = await clientFor(ctx, accounts, callerRole(key));
        const before = await fingerprint(ctx.deps.db);
        const res = await callRoute(ctx.app, key, client, fixtures, { body: { ...base, [field]: value } });
        const text = await bodyText(res);
        const after = await fingerprint(ctx.deps.db);
        attempts += 1;
        if (res.status !== 422) problems.push(`${key} {${field}}: ${res.status} ${text.slice(0, 120)}`);
        const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
        if (changed.length > 0) problems.push(`${key} {${field}} changed ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(attempts).toBeGreaterThanOrEqual(100);
  });

  it('refuses smuggled fields next to an uploaded file with 422, changing nothing', async () => {
    for (const [field, value] of Object.entries(smuggled())) {
      const before = await fingerprint(ctx.deps.db);
      const res = await callRoute(ctx.app, 'POST /api/documents', accounts.investor.client, fixtures, { fields: { [field]: String(value) } });
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(await fingerprint(ctx.deps.db)).toEqual(before);
    }
  });

  it('ignores any body on Interested, Connect and logout: no role, no status, no introduction follows from it', async () => {
    const body = { ...smuggled(), status: 'contacted', introduced: true, introduced_at: new Date().toISOString(), business_connected_at: new Date().toISOString() };
    const investor = await accounts.investor.fresh();
    await investor.acceptNda(fixtures.activeBusinessId);
    expect((await investor.post(`/api/matching/businesses/${fixtures.activeBusinessId}/interest`, body)).status).toBe(200);
    const owner = await accounts.business_owner.fresh();
    expect((await owner.post(`/api/matching/investors/${fixtures.activeInvestorId}/connect`, body)).status).toBe(200);
    expect((await (await accounts.admin.fresh()).post('/api/auth/logout', body)).status).toBe(200);
    expect((await investor.post('/api/auth/logout', body)).status).toBe(200);

    const [own] = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.userId, accounts.investor.userId));
    const [interest] = await ctx.deps.db.select().from(matches)
      .where(and(eq(matches.investorProfileId, own?.id ?? ''), eq(matches.businessProfileId, fixtures.activeBusinessId)));
    expect(interest).toMatchObject({ status: 'interested', businessConnectedAt: null, introducedAt: null });
    const [business] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.userId, accounts.business_owner.userId));
    const [connect] = await ctx.deps.db.select().from(matches)
      .where(and(eq(matches.investorProfileId, fixtures.activeInvestorId), eq(matches.businessProfileId, business?.id ?? '')));
    expect(connect).toMatchObject({ status: 'contacted', investorInterestedAt: null, introducedAt: null });
    const roles = await ctx.deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.role, 'admin'));
    expect(roles.map((r) => r.id).sort()).toEqual([accounts.admin.userId, await userIdByEmail(ctx.deps.db, ctx.logins.admin.email)].sort());
  });
});
