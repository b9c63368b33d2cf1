import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import type { LocalStorage } from '../../src/server/storage/local-storage.ts';
import { TestClient } from '../../src/server/testing/test-app.ts';
import { PERMISSIONS, SAMPLES, type Fixtures } from './permissions.ts';
import { demoFixtures } from './support/calls.ts';
import {
  accountsByRole, bodyText, createAccount, fingerprint, rawRequest, ROLES, seededContext, type Account, type Role, type SeededContext,
} from './support/context.ts';
import { payloadsFor, type Payload } from './support/payloads.ts';
import { isWrite, methodOf, pathOf } from './support/routes.ts';

// At least 10,000 generated malformed requests across every write route, each sent as a caller the
// route lets in: never a 5xx, always the JSON error shape without internals, and a 4xx changes nothing.

const TOTAL = Number(process.env.FUZZ_PAYLOADS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_214);
const BATCH = 50;
/** What an answer must never show: stack frames, source paths, SQL or driver errors. */
const INTERNALS = /node_modules|\.ts:\d|\.js:\d|\bat [\w.<>]+ \(|DrizzleQueryError|Failed query|syntax error at|stack/i;

let ctx: SeededContext;
let fixtures: Fixtures;
let callers: Record<Role, TestClient[]>;

beforeAll(async () => {
  ctx = await seededContext();
  // No mail (production without SMTP): background delivery to the local mailbox would change email_outbox
  // between a batch and its fingerprint, and the fuzz proves that refusals change nothing.
  ctx.deps.mailer = createMailer({ ...ctx.config, NODE_ENV: 'production' });
  const accounts = await accountsByRole(ctx);
  fixtures = await demoFixtures(ctx, accounts.admin.userId, { email: accounts.investor.email, password: 'not-the-password' });
  // Uploads are budgeted per user and hour, so several uploaders keep the fuzz reaching the file checks.
  const uploaders: Account[] = [];
  for (let i = 0; i < 6; i += 1) uploaders.push(await createAccount(ctx, 'investor', false));
  callers = {
    anonymous: [new TestClient(ctx.app)],
    investor: [accounts.investor.client, ...uploaders.map((u) => u.client)],
    business_owner: [accounts.business_owner.client],
    admin: [accounts.admin.client],
  };
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const callerRole = (key: string): Role => ROLES.find((role) => PERMISSIONS[key]?.[role] === 'allowed') ?? 'admin';

function send(key: string, payload: Payload, client: TestClient): Promise<Response> {
  const path = pathOf(key).replace('{id}', payload.id ?? '');
  const headers: Record<string, string> = payload.contentType ? { 'Content-Type': payload.contentType } : {};
  return rawRequest(ctx.app, { method: methodOf(key), path, body: payload.body, headers, client });
}

interface Outcome {
  payload: Payload;
  status: number;
  text: string;
}

function check(key: string, outcomes: Outcome[], problems: string[]) {
  for (const { payload, status, text } of outcomes) {
    if (status >= 500) problems.push(`${key} ${payload.label}: ${status} ${text.slice(0, 160)}`);
    if (status < 400) continue;
    let code: unknown;
    try {
      code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    } catch {
      code = undefined;
    }
    if (typeof code !== 'string') problems.push(`${key} ${payload.label}: ${status} without the JSON error shape: ${text.slice(0, 120)}`);
    if (INTERNALS.test(text)) problems.push(`${key} ${payload.label}: internals in ${text.slice(0, 160)}`);
  }
}

const changedTables = (a: Record<string, string>, b: Record<string, string>) => Object.keys(b).filter((t) => a[t] !== b[t]);

/** Sends refused payloads again, together; should the data move, one at a time to find the culprit. */
async function replayRefusals(key: string, payloads: Payload[], pool: TestClient[]): Promise<string[]> {
  const before = await fingerprint(ctx.deps.db);
  const statuses = await Promise.all(payloads.map(async (payload, i) => {
    const res = await send(key, payload, pool[i % pool.length] as TestClient);
    await res.arrayBuffer();
    return res.status;
  }));
  if (changedTables(before, await fingerprint(ctx.deps.db)).length === 0) return [];
  const problems: string[] = [];
  for (const [i, payload] of payloads.entries()) {
    if ((statuses[i] ?? 0) < 400) continue;
    const again = await fingerprint(ctx.deps.db);
    const res = await send(key, payload, pool[i % pool.length] as TestClient);
    await res.arrayBuffer();
    const changed = changedTables(again, await fingerprint(ctx.deps.db));
    if (res.status >= 400 && changed.length > 0) problems.push(`${key} ${payload.label}: ${res.status} changed ${changed.join(', ')}`);
  }
  return problems;
}

describe('fuzzing every write route', () => {
  it(`answers ${TOTAL} malformed writes without a 5xx or internals, and no 4xx changes anything`, async () => {
    const writes = Object.keys(PERMISSIONS).filter(isWrite);
    const perRoute = Math.ceil(TOTAL / writes.length);
    const problems: string[] = [];
    const byStatus: Record<number, number> = {};
    let sent = 0;
    let replays = 0;
    let bodyRefusals = 0;
    let bodySent = 0;
    const started = performance.now();
    // Each batch starts from the fingerprint the previous one ended with: nothing else writes in between.
    let print = await fingerprint(ctx.deps.db);
    for (const [index, key] of writes.entries()) {
      const sample = SAMPLES[key] ?? {};
      const arbitrary = payloadsFor({
        base: sample.body?.(fixtures),
        upload: Boolean(sample.upload),
        hasId: pathOf(key).includes('{id}'),
        validId: sample.id ? fixtures[sample.id] : undefined,
      });
      const payloads = fc.sample(arbitrary, { numRuns: perRoute, seed: SEED + index });
      // Logout reads neither a body nor an id: every answer is a legitimate 200.
      const readsInput = Boolean(sample.body || sample.upload || pathOf(key).includes('{id}'));
      const pool = callers[callerRole(key)];
      for (let start = 0; start < payloads.length; start += BATCH) {
        const batch = payloads.slice(start, start + BATCH);
        const before = print;
        const outcomes = await Promise.all(batch.map(async (payload, i) => {
          const res = await send(key, payload, pool[(start + i) % pool.length] as TestClient);
          return { payload, status: res.status, text: await bodyText(res) };
        }));
        const after = await fingerprint(ctx.deps.db);
        print = after;
        sent += batch.length;
        outcomes.forEach((o) => (byStatus[o.status] = (byStatus[o.status] ?? 0) + 1));
        if (readsInput) {
          bodySent += batch.length;
          bodyRefusals += outcomes.filter((o) => o.status >= 400).length;
        }
        check(key, outcomes, problems);
        const refused = outcomes.filter((o) => o.status >= 400 && o.status < 500);
        const changed = changedTables(before, after);
        if (changed.length === 0) continue;
        if (refused.length === batch.length) {
          problems.push(`${key}: a batch of refusals changed ${changed.join(', ')}`);
          continue;
        }
        // A payload that happened to be valid changed the data: replay the refused ones without it.
        replays += refused.length;
        problems.push(...(await replayRefusals(key, refused.map((o) => o.payload), pool)));
        print = await fingerprint(ctx.deps.db);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`fuzz: ${sent} payloads over ${writes.length} write routes in ${seconds.toFixed(1)} s (${replays} replayed alone); answers by status ${JSON.stringify(byStatus)}`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    // The payloads are malformed: almost all are refused (the rest hit a valid id or a lucky shape).
    expect(bodyRefusals / bodySent).toBeGreaterThan(0.9);
  }, 240_000);

  it('leaves Object.prototype unpolluted, no temporary upload file and no stored file without its row', async () => {
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    const storage = ctx.deps.storage as LocalStorage;
    expect(fs.readdirSync(storage.tempDir)).toEqual([]);
    const stored = fs.readdirSync(storage.root).filter((f) => f !== '.tmp');
    expect(stored).toHaveLength(await ctx.deps.db.$count(documents));
  });
});
