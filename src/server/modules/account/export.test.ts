import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { SAMPLES, upload } from '../documents/documents.test-support.ts';
import { SAMPLE_VALUATION_INPUT } from '../valuation/valuation.test-support.ts';

const ctx = testContextForFile({ freshRateLimits: true });

async function registered(type: 'investor' | 'business_owner') {
  const fields = newUser(type);
  const client = new TestClient(ctx.app);
  expect((await client.post('/api/auth/register', fields)).status).toBe(201);
  return { fields, client };
}

describe('export my data', () => {
  it("holds the user's own rows and no secret: no password or token hash, no storage key, nothing of another user", async () => {
    const me = await registered('business_owner');
    const other = await registered('investor');
    expect((await me.client.post('/api/service-requests', { service_type: 'valuation', description: 'Value my company, please.' })).status).toBe(201);
    expect((await upload(ctx, me.client, 'Financials-2025.pdf', new Uint8Array(SAMPLES.pdf), { type: 'financial_statements' })).status).toBe(201);
    expect((await other.client.post('/api/service-requests', { service_type: 'audit', description: 'Someone else’s request.' })).status).toBe(201);
    expect((await me.client.post('/api/valuation/estimates', { input: SAMPLE_VALUATION_INPUT, note: 'Before the bank meeting' })).status).toBe(201);
    expect((await me.client.post('/api/saved-searches', { scope: 'investors', name: 'Gulf logistics funds', filters: { region: 'UAE' } })).status).toBe(201);

    const res = await me.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="dealbridge-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown> & { account: Record<string, unknown>; service_requests: { description: string }[]; documents: Record<string, unknown>[]; sessions: Record<string, unknown>[]; mails_sent_to_you: { subject: string }[] };
    expect(data.format).toBe('dealbridge-export/1');
    expect(data.account).toMatchObject({ email: me.fields.email, fullName: me.fields.full_name });
    expect(data.service_requests.map((r) => r.description)).toEqual(['Value my company, please.']);
    expect((data.valuation_estimates as { note: string }[]).map((e) => e.note)).toEqual(['Before the bank meeting']);
    expect((data.saved_searches as { name: string }[]).map((e) => e.name)).toEqual(['Gulf logistics funds']);
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({ fileName: 'Financials-2025.pdf' });
    expect(data.documents[0]).not.toHaveProperty('storageKey');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).not.toHaveProperty('tokenHash');
    expect(data.mails_sent_to_you.map((m) => m.subject)).toContain('Dealbridge: confirm your email address');
    for (const secret of ['passwordHash', 'tokenHash', 'storageKey', '$argon2', other.fields.email, 'Someone else’s request.']) expect(text).not.toContain(secret);
  });

  it('zips the data with the uploaded documents, byte for byte', async () => {
    const me = await registered('business_owner');
    expect((await upload(ctx, me.client, 'Cap-table.pdf', new Uint8Array(SAMPLES.pdf), { type: 'other' })).status).toBe(201);
    const res = await me.client.get('/api/account/export.zip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())).account.email).toBe(me.fields.email);
    const documentFiles = Object.keys(files).filter((name) => name.startsWith('documents/'));
    expect(documentFiles).toHaveLength(1);
    expect(documentFiles[0]).toMatch(/^documents\/[0-9a-f-]{36}-Cap-table\.pdf$/);
    expect(Buffer.from(files[documentFiles[0] ?? ''] ?? new Uint8Array()).equals(SAMPLES.pdf)).toBe(true);
  });

  it('is for the signed-in user only, five times an hour', async () => {
    expect((await new TestClient(ctx.app).get('/api/account/export')).status).toBe(401);
    const me = await registered('investor');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await me.client.get(i % 2 ? '/api/account/export.zip' : '/api/account/export')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
