import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages/messages.ts';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '#shared/saved-searches/saved-searches.ts';
import {
  businessProfiles, emailOutbox, investorProfiles, matchSuggestions, notifications, savedSearchAlerts, savedSearches, signingKeys, users,
} from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { errorOf, json } from '../deals/room/deal-documents.test-support.ts';
import { party, type Party } from '../deals/room/deals.test-support.ts';
import { snapshotsFor } from '../matching/match-snapshot.ts';
import { alertSavedSearches } from './alerts.service.ts';
import { mailMatchDigests, mailSearchDigests } from './digest.service.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

// Saved searches and their alerts (issue 23) through the API and the jobs' own functions, on a real database.

const ctx = testContextForFile();

const save = (who: Party, body: Record<string, unknown>) => who.client.post('/api/saved-searches', { frequency: 'instant', ...body });
const saved = async (who: Party, body: Record<string, unknown>) => json<SavedSearch>(await save(who, body), 201);
const alertsOf = (searchId: string) => ctx.deps.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, searchId));
const matchNotices = (userId: string) =>
  ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search_match')));
/** The alerts job for a profile, on a snapshot that holds the profile as it is now (as the job's handler takes it). */
async function alert(kind: 'business' | 'investor', profileId: string) {
  const snapshots = snapshotsFor(ctx.deps.database);
  snapshots.invalidate();
  return alertSavedSearches(ctx.deps.db, kind, profileId, await snapshots.get(ctx.deps.db));
}
const mailsTo = (email: string) => ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe('saving searches', () => {
  it('saves, lists, renames, runs and deletes a search of its owner', async () => {
    const investor = await party(ctx, 'investor');
    const search = await saved(investor, { scope: 'businesses', name: 'Logistics in the UAE', filters: { industry: 'logistics', region: 'UAE', page: 3 } });
    // The page number is not a filter: it is never saved.
    expect(search).toMatchObject({ scope: 'businesses', frequency: 'instant', filters: { industry: 'logistics', region: 'UAE' }, new_since_run: 0 });
    const list = await json<{ items: SavedSearch[]; max: number }>(await investor.client.get('/api/saved-searches'), 200);
    expect(list.max).toBe(SAVED_SEARCHES_MAX);
    expect(list.items.map((s) => s.id)).toEqual([search.id]);
    const renamed = await json<SavedSearch>(await investor.client.request('PATCH', `/api/saved-searches/${search.id}`, { name: 'Freight', frequency: 'weekly' }), 200);
    expect(renamed).toMatchObject({ name: 'Freight', frequency: 'weekly' });
    const run = await json<{ href: string }>(await investor.client.post(`/api/saved-searches/${search.id}/run`), 200);
    expect(run.href).toBe('/businesses?industry=logistics&region=UAE');
    expect((await investor.client.request('DELETE', `/api/saved-searches/${search.id}`)).status).toBe(204);
    expect((await json<{ items: SavedSearch[] }>(await investor.client.get('/api/saved-searches'), 200)).items).toEqual([]);
  });

  it('keeps at most 25 searches per user', async () => {
    const owner = await party(ctx, 'business_owner');
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1) await saved(owner, { scope: 'investors', name: `Search ${i}` });
    const error = await errorOf(await save(owner, { scope: 'investors', name: 'One too many' }), 409);
    expect(error).toMatchObject({ code: 'tooManySavedSearches', message: messages.tooManySavedSearches });
  });

  it("answers another user's search as absent", async () => {
    const [mine, other] = [await party(ctx, 'investor'), await party(ctx, 'investor')];
    const search = await saved(mine, { scope: 'businesses', name: 'Mine' });
    expect((await other.client.request('PATCH', `/api/saved-searches/${search.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await other.client.post(`/api/saved-searches/${search.id}/run`)).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/saved-searches/${search.id}`)).status).toBe(404);
    expect((await other.client.request('DELETE', '/api/saved-searches/not-a-uuid')).status).toBe(404);
    expect((await new TestClient(ctx.app).get('/api/saved-searches')).status).toBe(401);
  });

  it("lets each side save only its own discovery screen's search", async () => {
    const [investor, owner] = [await party(ctx, 'investor'), await party(ctx, 'business_owner')];
    expect((await save(investor, { scope: 'business_matches', name: 'My matches', filters: { category: 'logistics' } })).status).toBe(201);
    expect((await save(owner, { scope: 'investor_connect', name: 'My investors' })).status).toBe(201);
    expect((await errorOf(await save(owner, { scope: 'business_matches', name: 'Not mine' }), 403)).code).toBe('savedSearchScopeNotAllowed');
    expect((await save(investor, { scope: 'investor_connect', name: 'Not mine' })).status).toBe(403);
  });

  it("checks the filters with the page's own rules, field by field", async () => {
    const investor = await party(ctx, 'investor');
    const wrong = await errorOf(await save(investor, { scope: 'businesses', name: 'Wrong', filters: { industry: 'nope', colour: 'red' } }), 422);
    expect(Object.keys(wrong.fields ?? {}).sort()).toEqual(['filters.colour', 'filters.industry']);
    const bounds = await errorOf(await save(investor, { scope: 'business_matches', name: 'Bounds', filters: { revenue_min: 500, revenue_max: 100 } }), 422);
    expect(bounds.fields).toHaveProperty(['filters.revenue_max']);
    expect((await errorOf(await save(investor, { scope: 'galaxies', name: 'x' }), 422)).fields).toHaveProperty('scope');
    const search = await saved(investor, { scope: 'businesses', name: 'Fine' });
    expect((await investor.client.request('PATCH', `/api/saved-searches/${search.id}`, { filters: { stage: 'sideways' } })).status).toBe(422);
  });
});

describe('alerts', () => {
  it('alerts an instant search once, with one notification, however often the job runs', async () => {
    const investor = await party(ctx, 'investor');
    const search = await saved(investor, { scope: 'businesses', name: 'Freight in the UAE', filters: { industry: 'logistics', region: 'UAE', search: 'freight' } });
    const owner = await party(ctx, 'business_owner');
    await alert('business', owner.profileId);
    expect(await alert('business', owner.profileId)).toEqual({ alerts: 0, notified: 0 });
    expect(await alertsOf(search.id)).toHaveLength(1);
    const notices = await matchNotices(investor.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toEqual({ savedSearchId: search.id, name: 'Freight in the UAE', scope: 'businesses', profileId: owner.profileId });
    const listed = await json<{ items: SavedSearch[] }>(await investor.client.get('/api/saved-searches'), 200);
    expect(listed.items[0]?.new_since_run, JSON.stringify([listed, await alertsOf(search.id)])).toBe(1);
  });

  it('never alerts a search about its owner\'s own profile', async () => {
    const owner = await party(ctx, 'business_owner');
    const search = await saved(owner, { scope: 'businesses', name: 'Logistics', filters: { industry: 'logistics' } });
    await alert('business', owner.profileId);
    expect(await alertsOf(search.id)).toHaveLength(0);
  });

  it("records nothing for a deleted or suspended account's searches", async () => {
    const [gone, suspended] = [await party(ctx, 'investor'), await party(ctx, 'investor')];
    const searches = [await saved(gone, { scope: 'businesses', name: 'Gone' }), await saved(suspended, { scope: 'businesses', name: 'Suspended' })];
    await ctx.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));
    await ctx.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.userId));
    const owner = await party(ctx, 'business_owner');
    await alert('business', owner.profileId);
    for (const search of searches) expect(await alertsOf(search.id)).toHaveLength(0);
  });

  it('alerts once when an edit makes a profile newly fit, and not for a search it does not fit', async () => {
    const investor = await party(ctx, 'investor');
    const technology = await saved(investor, { scope: 'businesses', name: 'Technology', filters: { industry: 'technology' } });
    const typo = await saved(investor, { scope: 'businesses', name: 'Nothing like it', filters: { search: 'zzqxw' } });
    const owner = await party(ctx, 'business_owner');
    await alert('business', owner.profileId);
    expect(await alertsOf(technology.id)).toHaveLength(0);
    await ctx.deps.db.update(businessProfiles).set({ industry: 'technology' }).where(eq(businessProfiles.id, owner.profileId));
    await alert('business', owner.profileId);
    await alert('business', owner.profileId);
    expect(await alertsOf(technology.id)).toHaveLength(1);
    expect(await alertsOf(typo.id)).toHaveLength(0);
  });

  it('alerts investors\' searches about a newly listed investor, and never about an inactive business', async () => {
    const owner = await party(ctx, 'business_owner');
    const search = await saved(owner, { scope: 'investors', name: 'UAE investors', filters: { region: 'UAE', industry: 'logistics' } });
    const investor = await party(ctx, 'investor');
    // Listed once it holds the minimum mandate (issue 20): the stages complete it.
    await ctx.deps.db.update(investorProfiles).set({ investmentStage: ['growth'] }).where(eq(investorProfiles.id, investor.profileId));
    await alert('investor', investor.profileId);
    expect(await alertsOf(search.id)).toHaveLength(1);
    const watcher = await party(ctx, 'investor');
    const businesses = await saved(watcher, { scope: 'businesses', name: 'All' });
    const hidden = await party(ctx, 'business_owner');
    await ctx.deps.db.update(businessProfiles).set({ status: 'inactive' }).where(eq(businessProfiles.id, hidden.profileId));
    await alert('business', hidden.profileId);
    expect((await alertsOf(businesses.id)).filter((a) => a.profileId === hidden.profileId)).toHaveLength(0);
  });

  it("alerts an investor's saved BusinessMatches search when a business they would be matched with is published, once", async () => {
    const investor = await party(ctx, 'investor');
    // The party investor wants logistics in the UAE, 0.5–5 M USD: the party business fits (2 M, logistics, UAE).
    const fitting = await saved(investor, { scope: 'business_matches', name: 'Logistics matches', filters: { category: 'logistics', search: 'freight' } });
    const otherSector = await saved(investor, { scope: 'business_matches', name: 'Technology matches', filters: { category: 'technology' } });
    const owner = await party(ctx, 'business_owner');
    // Other tests' searches in this database may fit too: this investor's are the ones looked at.
    await alert('business', owner.profileId);
    expect(await alert('business', owner.profileId)).toEqual({ alerts: 0, notified: 0 });
    expect(await alertsOf(fitting.id)).toHaveLength(1);
    expect(await alertsOf(otherSector.id)).toHaveLength(0);
    const notices = await matchNotices(investor.userId);
    expect(notices.map((n) => n.data)).toEqual([{ savedSearchId: fitting.id, name: 'Logistics matches', scope: 'business_matches', profileId: owner.profileId }]);
    // The page agrees: the business is on the investor's BusinessMatches under the saved filters.
    const page = await json<{ items: { id: string }[] }>(await investor.client.get('/api/matching/businesses?category=logistics&search=freight'), 200);
    expect(page.items.map((item) => item.id)).toContain(owner.profileId);
  });

  it("does not alert a BusinessMatches search about a business outside the investor's must-haves", async () => {
    const investor = await party(ctx, 'investor');
    const search = await saved(investor, { scope: 'business_matches', name: 'All my matches' });
    const owner = await party(ctx, 'business_owner');
    // 50 M is far beyond the investor's 5 M ticket, a must-have by default: a near miss, not on the page.
    await ctx.deps.db.update(businessProfiles).set({ amountRequired: 50_000_000 }).where(eq(businessProfiles.id, owner.profileId));
    await alert('business', owner.profileId);
    expect(await alertsOf(search.id)).toHaveLength(0);
    const page = await json<{ items: { id: string }[] }>(await investor.client.get('/api/matching/businesses'), 200);
    expect(page.items.map((item) => item.id)).not.toContain(owner.profileId);
  });

  it("alerts an owner's saved InvestorConnect search about a newly listed investor who fits", async () => {
    const owner = await party(ctx, 'business_owner');
    const search = await saved(owner, { scope: 'investor_connect', name: 'Logistics investors', filters: { industry: 'logistics' }, frequency: 'daily' });
    const investor = await party(ctx, 'investor');
    await ctx.deps.db.update(investorProfiles).set({ investmentStage: ['growth', 'expansion'] }).where(eq(investorProfiles.id, investor.profileId));
    await alert('investor', investor.profileId);
    const alerts = await alertsOf(search.id);
    expect(alerts.map((a) => [a.profileId, a.notified, a.digestedAt])).toEqual([[investor.profileId, false, null]]);
  });
});

describe('digests and unsubscribe links', () => {
  it('mails each user one digest of all their daily searches, then marks them digested', async () => {
    const investor = await party(ctx, 'investor', { language: 'ar' });
    const logistics = await saved(investor, { scope: 'businesses', name: 'Logistics', filters: { industry: 'logistics' }, frequency: 'daily' });
    const uae = await saved(investor, { scope: 'businesses', name: 'UAE', filters: { region: 'UAE' }, frequency: 'daily' });
    const weekly = await saved(investor, { scope: 'businesses', name: 'Weekly', frequency: 'weekly' });
    const owner = await party(ctx, 'business_owner');
    await alert('business', owner.profileId);
    expect(await matchNotices(investor.userId)).toHaveLength(0);
    await mailSearchDigests(ctx.deps.db, 'daily', 'https://dealbridge.test');
    const mails = await mailsTo(investor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Dealbridge:');
    expect(mails[0]?.bodyText).toContain('Logistics');
    expect(mails[0]?.bodyText).toContain('UAE');
    expect(mails[0]?.bodyText).not.toContain('Weekly');
    expect(mails[0]?.bodyText).toContain('https://dealbridge.test/unsubscribe?token=');
    for (const id of [logistics.id, uae.id]) expect((await alertsOf(id)).every((a) => a.digestedAt !== null)).toBe(true);
    expect((await alertsOf(weekly.id)).every((a) => a.digestedAt === null)).toBe(true);
    await mailSearchDigests(ctx.deps.db, 'daily', 'https://dealbridge.test');
    expect(await mailsTo(investor.email)).toHaveLength(1);
  });

  it('turns off only the search its token names, without signing in', async () => {
    const investor = await party(ctx, 'investor');
    const one = await saved(investor, { scope: 'businesses', name: 'One', frequency: 'daily' });
    const two = await saved(investor, { scope: 'businesses', name: 'Two', frequency: 'daily' });
    const token = await signUnsubscribe(ctx.deps.db, { userId: investor.userId, target: { kind: 'saved_search', savedSearchId: one.id } });
    const anonymous = new TestClient(ctx.app);
    expect(await json(await anonymous.post('/api/saved-searches/unsubscribe', { token }), 200)).toEqual({ target: 'saved_search', name: 'One' });
    const rows = await ctx.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, investor.userId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.frequency]))).toEqual({ [one.id]: 'off', [two.id]: 'daily' });
  });

  it('refuses a tampered, expired or other-purpose token, and a token naming someone else\'s search', async () => {
    const [investor, other] = [await party(ctx, 'investor'), await party(ctx, 'investor')];
    const search = await saved(investor, { scope: 'businesses', name: 'Kept', frequency: 'daily' });
    const anonymous = new TestClient(ctx.app);
    const refused = async (token: string) => expect((await errorOf(await anonymous.post('/api/saved-searches/unsubscribe', { token }), 400)).code).toBe('unsubscribeLinkInvalid');
    const token = await signUnsubscribe(ctx.deps.db, { userId: investor.userId, target: { kind: 'saved_search', savedSearchId: search.id } });
    const [body, mac] = token.split('.') as [string, string];
    await refused(`${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`);
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace(investor.userId, other.userId)).toString('base64url');
    await refused(`${forged}.${mac}`);
    await refused(await signUnsubscribe(ctx.deps.db, { userId: investor.userId, target: { kind: 'saved_search', savedSearchId: search.id } }, Date.now() - 400 * 86_400_000));
    // Signed with the right key, but for another purpose: not an unsubscribe link.
    const [key] = await ctx.deps.db.select().from(signingKeys);
    const otherPurpose = Buffer.from(['verify', investor.userId, search.id, String(Math.floor(Date.now() / 1000) + 3600)].join('.')).toString('base64url');
    await refused(`${otherPurpose}.${createHmac('sha256', Buffer.from(key!.secret, 'base64url')).update(otherPurpose).digest('base64url')}`);
    // A valid token of another user for this user's search id.
    await refused(await signUnsubscribe(ctx.deps.db, { userId: other.userId, target: { kind: 'saved_search', savedSearchId: search.id } }));
    await refused('garbage');
    expect((await anonymous.post('/api/saved-searches/unsubscribe', { token: '' })).status).toBe(422);
    const [row] = await ctx.deps.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.frequency).toBe('daily');
  });

  it('mails the weekly matches digest once to users who kept it on, and its link turns it off', async () => {
    const investor = await party(ctx, 'investor');
    const quiet = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    await ctx.deps.db.update(users).set({ matchDigest: false }).where(eq(users.id, quiet.userId));
    for (const who of [investor, quiet]) {
      await ctx.deps.db.insert(matchSuggestions).values({ userId: who.userId, rank: 1, counterpartProfileId: owner.profileId, score: 80 });
    }
    await mailMatchDigests(ctx.deps.db, 'https://dealbridge.test');
    await mailMatchDigests(ctx.deps.db, 'https://dealbridge.test');
    const mails = await mailsTo(investor.email);
    expect(mails).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    const token = decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(mails[0]?.bodyText ?? '')?.[1] ?? '');
    expect(await json(await new TestClient(ctx.app).post('/api/saved-searches/unsubscribe', { token }), 200)).toEqual({ target: 'match_digest', name: null });
    const [row] = await ctx.deps.db.select({ on: users.matchDigest }).from(users).where(eq(users.id, investor.userId));
    expect(row?.on).toBe(false);
  });
});
