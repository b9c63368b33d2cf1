import { afterAll, beforeAll, beforeEach } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A test file's context: a fresh database and app (createTestContext, configured by `env`) opened before the file's
 * first test and closed after its last. Called once at the top of the file: the object it returns is filled in before
 * any test or later beforeAll runs (hooks run in the order they are declared), and closed after the file's own
 * afterAll hooks. `freshRateLimits` empties the rate-limit budgets before each test, for files that register or sign
 * in often.
 */
export function testContextForFile(options: { env?: Record<string, string>; freshRateLimits?: boolean } = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(options.env));
  });
  afterAll(async () => {
    // Nothing to close when opening it failed (that failure is the one reported).
    await ctx.close?.();
  });
  if (options.freshRateLimits) {
    beforeEach(async () => {
      await ctx.deps.db.delete(rateLimits);
    });
  }
  return ctx;
}
