import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBusinessIndex } from '#shared/matching/business-index.ts';
import { createMatchModel } from '#shared/matching/features.ts';
import { buildInvestorIndex } from '#shared/matching/investor-index.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_RATES } from '#shared/money/rates.ts';
import { businessProfiles, currencyRates, investorProfiles } from '../../db/schema.ts';
import { seedDemo } from '../demo/seed.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { loadRates } from '../rates/rates.queries.ts';
import { buildInChildProcess, buildSnapshot, MatchSnapshots, type MatchSnapshot } from './match-snapshot.ts';
import { readSnapshot, writeSnapshot } from './snapshot-transfer.ts';


const ctx = testContextForFile();
beforeAll(async () => {
  await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
});

/**
 * The database, with every query's answer held back until release(): the queries themselves run at once.
 * `answered` resolves when every query asked so far has its answer: a read made of several queries at once (the
 * stamp's three) has then run whole, and a write after it cannot reach any of them.
 */
function holdingAnswers(db: Db) {
  let release!: () => void;
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let asked = 0;
  let answers = 0;
  const hold = (target: object): unknown =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key) as unknown;
        if (typeof value !== 'function') return value;
        if (key === 'then') {
          return (onFulfilled: (v: unknown) => unknown, onRejected: (e: unknown) => unknown) => {
            asked++;
            return (value as (f: (v: unknown) => unknown) => Promise<unknown>).call(object, async (result: unknown) => {
              if (++answers === asked) answer();
              await gate;
              return result;
            }).then(onFulfilled, onRejected);
          };
        }
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(object, args);
          return out && typeof out === 'object' ? hold(out) : out;
        };
      },
    });
  return { db: hold(db) as Db, answered, release };
}

/** The model and indexes as the shared matching code builds them from every active profile at once. */
async function wholeTables(db: Db) {
  const rates = await loadRates(db);
  const businesses = (await db.select(businessProfileColumns).from(businessProfiles).where(eq(businessProfiles.status, 'active')).orderBy(asc(businessProfiles.id)))
    .map(businessProfileOf);
  const investors = (await db.select(investorProfileColumns).from(investorProfiles).where(eq(investorProfiles.status, 'active')).orderBy(asc(investorProfiles.id)))
    .map(investorProfileOf);
  const model = createMatchModel({ rates, businesses, investors });
  return { model, businesses: buildBusinessIndex(businesses, model), investors: buildInvestorIndex(investors, model) };
}

/** The snapshot written and read back as the builder process and the server pass it (snapshot-transfer.ts). */
async function throughFile(snapshot: MatchSnapshot): Promise<MatchSnapshot> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'snapshot-test-'));
  try {
    await writeSnapshot(path.join(folder, 'snapshot'), snapshot);
    return await readSnapshot(path.join(folder, 'snapshot'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('match snapshot', () => {
  it('built page by page equals the model and indexes of all profiles at once, whatever the page size', async () => {
    const whole = await wholeTables(ctx.deps.db);
    const onePage = await buildSnapshot(ctx.deps.db, 'stamp');
    expect(onePage.businesses.size).toBeGreaterThan(40);
    expect({ model: onePage.model, businesses: onePage.businesses, investors: onePage.investors }).toEqual(whole);
    for (const pageRows of [1, 7, onePage.investors.size]) {
      const paged = await buildSnapshot(ctx.deps.db, 'stamp', pageRows);
      expect(paged).toEqual(onePage);
      expect(paged.businesses.text.start).toBeInstanceOf(Int32Array);
    }
  });

  it('is the same whether built in a child process (PostgreSQL server) or in the calling process', async () => {
    const inThread = await buildSnapshot(ctx.deps.db, 'stamp');
    // On a PostgreSQL server the child builds from its own connection, as MatchSnapshots has it do from
    // APART_FROM_PROFILES on; the embedded database lives in this process, so there the snapshot built
    // here goes through the file a built one comes back in.
    const built = ctx.databaseUrl ? await buildInChildProcess(ctx.databaseUrl, 'stamp') : await throughFile(inThread);
    expect(ctx.deps.database.url).toBe(ctx.databaseUrl ?? undefined);
    expect(built.businesses.size).toBeGreaterThan(40);
    expect(built.investors.size).toBeGreaterThan(30);
    expect(built).toEqual(inThread);
    // Typed columns arrive as typed arrays, usable by the ranking loops.
    expect(built.businesses.logAmount).toBeInstanceOf(Float64Array);
    expect(built.investors.text.weights).toBeInstanceOf(Uint16Array);
    expect(built.businessRevenueLowUsd).toBeInstanceOf(Float64Array);
    // Each in a buffer of its own, not a view that would keep the whole file's bytes alive.
    for (const column of [built.businesses.logAmount, built.investors.text.weights, built.businessRevenueLowUsd, built.businessRevenueHighUsd, built.investorCapacity]) {
      expect(column.buffer.byteLength).toBe(column.byteLength);
    }
    // The comparison reaches inside the columns: one weight or one id apart is a different snapshot.
    const weights = Uint16Array.from(built.investors.text.weights);
    weights[weights.length - 1] = ((weights.at(-1) ?? 0) + 1) % 0x10000;
    expect({ ...built, investors: { ...built.investors, text: { ...built.investors.text, weights } } }).not.toEqual(inThread);
    // The ids are the database's UUIDs, 16 bytes a row (id-column.ts), and cross to the server as bytes too.
    expect(built.businesses.ids).toBeInstanceOf(Uint8Array);
    expect({ ...built, businesses: { ...built.businesses, ids: (built.businesses.ids as Uint8Array).slice().reverse() } }).not.toEqual(inThread);
  });

  it('comes out of the snapshot cache the same when every build goes to a child process where one can read the database', async () => {
    const snapshots = new MatchSnapshots(ctx.deps.database, 0);
    const built = await snapshots.get(ctx.deps.db);
    expect({ ...built, stamp: 'stamp' }).toEqual(await buildSnapshot(ctx.deps.db, 'stamp'));
  });

  it('never answers a request that follows an announced write with a snapshot read before it', async () => {
    const snapshots = new MatchSnapshots(ctx.deps.database);
    const before = await snapshots.get(ctx.deps.db);
    snapshots.invalidate();
    // A refresh reads the stamp, and its answers are held until the write below has committed.
    const held = holdingAnswers(ctx.deps.db);
    const early = snapshots.get(held.db);
    await held.answered;
    await ctx.deps.db.update(currencyRates).set({ usdPerUnit: 1.4142 }).where(eq(currencyRates.currency, 'GBP'));
    snapshots.invalidate();
    const late = snapshots.get(ctx.deps.db);
    held.release();
    try {
      expect((await early).stamp).toBe(before.stamp);
      const fresh = await late;
      expect(fresh.stamp).not.toBe(before.stamp);
      expect(fresh.model.rates.GBP).toBe(1.4142);
      // And the next request within the check interval keeps the new one.
      expect(await snapshots.get(ctx.deps.db)).toBe(fresh);
    } finally {
      await ctx.deps.db.update(currencyRates).set({ usdPerUnit: DEFAULT_RATES.GBP }).where(eq(currencyRates.currency, 'GBP'));
    }
  });

  it('once the interval is over, answers with the current snapshot at once and reads the stamp behind the request', async () => {
    const snapshots = new MatchSnapshots(ctx.deps.database);
    const first = await snapshots.get(ctx.deps.db);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const held = holdingAnswers(ctx.deps.db);
    try {
      // The stamp's answers are held: a request that waited for them would not settle before the release.
      expect(await snapshots.get(held.db)).toBe(first);
      await held.answered;
    } finally {
      held.release();
      clock.mockRestore();
    }
    // The data did not move: the same snapshot, checked again.
    expect(await snapshots.get(ctx.deps.db)).toBe(first);
  });

  it('passes a database outage on as the database error, so that requests answer 503', async () => {
    const snapshots = new MatchSnapshots({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' }, 0);
    await expect(snapshots.get(ctx.deps.db)).rejects.toThrow(/ECONNREFUSED/);
  });
});
