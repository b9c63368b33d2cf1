import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { buildSnapshot, MatchSnapshots } from './match-snapshot.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
});
afterAll(async () => {
  await ctx.close();
});

describe('match snapshot', () => {
  it('is the same whether built on a worker thread (PostgreSQL server) or in the calling thread', async () => {
    const inThread = await buildSnapshot(ctx.deps.db, 'stamp');
    // From 0 profiles on, every build that can go to a worker does: on PostgreSQL it does, on PGlite it cannot.
    const snapshots = new MatchSnapshots(ctx.deps.database, 0);
    const built = await snapshots.get(ctx.deps.db);
    expect(ctx.deps.database.url !== undefined).toBe(ctx.deps.database.kind === 'postgres');
    expect(built.businesses.size).toBeGreaterThan(40);
    expect(built.investors.size).toBeGreaterThan(30);
    expect({ ...built, stamp: 'stamp' }).toEqual(inThread);
    // Typed columns arrive as typed arrays, usable by the ranking loops.
    expect(built.businesses.logAmount).toBeInstanceOf(Float64Array);
    expect(built.investors.text.weights).toBeInstanceOf(Float32Array);
  });

  it('passes a database outage on as the database error, so that requests answer 503', async () => {
    const snapshots = new MatchSnapshots({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' }, 0);
    await expect(snapshots.get(ctx.deps.db)).rejects.toThrow(/ECONNREFUSED/);
  });
});
