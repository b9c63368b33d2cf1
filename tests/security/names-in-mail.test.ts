import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../src/server/db/schema.ts';
import { party } from '../../src/server/modules/deals/room/deals.test-support.ts';
import { newUser, TestClient } from '../../src/server/testing/test-app.ts';
import { testContextForFile } from '../../src/server/testing/test-fixture.ts';

// A name is shown to counterparts, in mails above all: a web or email address in it would arrive as a link the
// platform seems to send (issue 47). New names refuse them; names already stored are rendered so no client links them.

const ctx = testContextForFile({ freshRateLimits: true });

const HOSTILE = 'Support https://evil.example/verify-account';
const WITH_LINKS = [HOSTILE, 'Call www.evil.example', 'Write to help@evil.example', 'Visit evil.example today', 'mailto:help'];
const PLAIN_NAMES = ['Amira Saleh', 'J.R. Smith', 'عبد الله الهاشمي', "Seán O'Brien-Smith", 'Dr. Layla Haddad', 'Mr.Smith', 'St.John Rivers'];
const NAME_HAS_LINK = { code: 'nameHasLink', message: 'Please enter a name without web addresses or email addresses.' };

describe('names with web or email addresses', () => {
  it('are refused at registration with a message on full_name, and plain names of every kind are accepted', async () => {
    for (const full_name of WITH_LINKS) {
      const res = await new TestClient(ctx.app).post('/api/auth/register', newUser('investor', { full_name }));
      expect(res.status, full_name).toBe(422);
      expect(await res.json()).toMatchObject({ error: { fields: { full_name: NAME_HAS_LINK } } });
    }
    for (const full_name of PLAIN_NAMES) expect((await new TestClient(ctx.app).post('/api/auth/register', newUser('investor', { full_name }))).status, full_name).toBe(201);
  });

  it('are refused in Settings, and the stored name stays as it was', async () => {
    const me = await party(ctx, 'investor', { name: 'Nadia Karim' });
    for (const full_name of WITH_LINKS) {
      const res = await me.client.patch('/api/me', { full_name });
      expect(res.status, full_name).toBe(422);
      expect(await res.json()).toMatchObject({ error: { fields: { full_name: NAME_HAS_LINK } } });
    }
    const [row] = await ctx.deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, me.userId));
    expect(row?.fullName).toBe('Nadia Karim');
  });

  it('stored before the rule, reach the counterpart’s introduction mail as text: no link in the HTML part, no scheme in the text part', async () => {
    const investor = await party(ctx, 'investor', { name: HOSTILE });
    const owner = await party(ctx, 'business_owner');
    await investor.client.acceptNda(owner.profileId);
    expect((await investor.client.post(`/api/matching/businesses/${owner.profileId}/interest`)).status).toBe(200);
    expect((await owner.client.post(`/api/matching/investors/${investor.profileId}/connect`)).status).toBe(200);
    const [ownerRow] = await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    const [mail] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, ownerRow!.email));
    expect(mail?.subject).toBe('Dealbridge: you have been introduced');
    expect(mail?.bodyText).toContain('introduced you to Support evil.example/verify-account');
    expect(mail?.bodyText).not.toMatch(/https?:\/\//);
    expect(mail?.bodyHtml).not.toContain('<a ');
    expect(mail?.bodyHtml).not.toContain('evil.example');
    expect(mail?.bodyHtml).toContain('<span>Support https:\u200D//evil.\u200Dexample/verify-account</span>');
  });
});
