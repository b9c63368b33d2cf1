import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { emailOutbox, notifications, profiles, users } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { introduce, uploaded } from '../deals/room/deal-documents.test-support.ts';
import { party, type Party } from '../deals/room/deals.test-support.ts';
import { SAMPLES } from '../documents/documents.test-support.ts';

// A deleted account leaves nothing that identifies the person in other people's rows (issue 47): the counterpart's
// notifications, the counterpart's data export and the admin's Mailbox (the outbox).

const ctx = testContextForFile();

const PASSWORD = 'secret-pass';
const FILE_NAME = 'Falcon secret financials 2026.pdf';

/** An owner introduced to an investor, with a document shared and a stage moved; the traces of both, before the deletion. */
async function dealWithTraces() {
  const owner = await party(ctx, 'business_owner');
  const investor = await party(ctx, 'investor');
  await ctx.deps.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, owner.userId));
  const phone = `+971 50 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await ctx.deps.db.update(profiles).set({ phone }).where(eq(profiles.userId, owner.userId));
  const dealId = await introduce(ctx, investor, owner);
  const document = await uploaded(ctx, owner, FILE_NAME, new Uint8Array(SAMPLES.pdf));
  expect((await owner.client.post(`/api/deals/${dealId}/documents`, { document_id: document.id })).status).toBe(201);
  expect((await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' })).status).toBe(200);
  const [person] = await ctx.deps.db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, owner.userId));
  const company = (await ctx.deps.db.select({ name: profiles.companyName }).from(profiles).where(eq(profiles.userId, owner.userId)))[0]?.name;
  const traces = [person!.name, person!.email, phone, FILE_NAME, ...(company ? [company] : [])];
  return { owner, investor, traces, email: person!.email };
}

const deleteAccount = async (who: Party) => {
  expect((await who.client.post('/api/account/delete', { password: PASSWORD, confirm: true })).status).toBe(200);
};

/** The traces found in `text`. */
const found = (text: string, traces: string[]) => traces.filter((trace) => text.includes(trace));

describe('what a deleted account leaves in other people’s rows', () => {
  it('the counterpart’s notifications keep neither the name nor the file names', async () => {
    const { owner, investor, traces } = await dealWithTraces();
    const before = JSON.stringify(await ctx.deps.db.select({ data: notifications.data }).from(notifications).where(eq(notifications.userId, investor.userId)));
    expect(found(before, traces)).toEqual(expect.arrayContaining([traces[0], FILE_NAME]));
    await deleteAccount(owner);
    const after = await ctx.deps.db.select({ kind: notifications.kind, data: notifications.data }).from(notifications).where(eq(notifications.userId, investor.userId));
    expect(found(JSON.stringify(after), traces)).toEqual([]);
    expect(after.find((n) => n.kind === 'introduction_made')?.data).toMatchObject({ counterpartName: 'Deleted user' });
    expect(after.find((n) => n.kind === 'document_shared')?.data).not.toHaveProperty('fileName');
  });

  it('the counterpart’s data export keeps no introduction mail with the name, email or phone', async () => {
    const { owner, investor, traces } = await dealWithTraces();
    // The introduction mail is in the export before: the test would pass for nothing otherwise.
    const before = await (await investor.client.get('/api/account/export')).text();
    expect(found(before, traces)).toEqual(expect.arrayContaining(traces.slice(0, 3)));
    await deleteAccount(owner);
    const res = await investor.client.get('/api/account/export');
    expect(res.status).toBe(200);
    const data = (await res.json()) as { mails_sent_to_you: { subject: string; body_text: string }[] };
    expect(data.mails_sent_to_you.some((m) => m.subject === 'Dealbridge: you have been introduced' && m.body_text.includes('Deleted user'))).toBe(true);
    expect(found(JSON.stringify(data), traces)).toEqual([]);
  });

  it('the admin Mailbox keeps no mail about the person, and to them only the notice of the deletion', async () => {
    const { owner, traces, email } = await dealWithTraces();
    expect(await ctx.deps.db.$count(emailOutbox, eq(emailOutbox.toEmail, email))).toBeGreaterThan(0);
    await deleteAccount(owner);
    const toThem = await ctx.deps.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(toThem.map((m) => m.subject)).toEqual(['Dealbridge: your account was deleted']);
    const others = await ctx.deps.db.select({ subject: emailOutbox.subject, text: emailOutbox.bodyText, html: emailOutbox.bodyHtml }).from(emailOutbox)
      .where(ne(emailOutbox.toEmail, email));
    expect(others.length).toBeGreaterThan(0);
    expect(found(JSON.stringify(others), traces)).toEqual([]);
  });
});
