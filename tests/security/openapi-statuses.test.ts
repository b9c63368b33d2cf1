import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, rawRequest } from './support/context.ts';
import { SAMPLES, STREAMS, type Fixtures } from './permissions.ts';
import { demoFixtures } from './support/calls.ts';
import { accountsByRole, clientFor, createAccount, ROLES, seededContext, type Account, type Role, type SeededContext } from './support/context.ts';
import { isWrite, openApiRoutes, pathOf, methodOf } from './support/routes.ts';

// The OpenAPI document is the contract: every status a route can answer is listed there (issue 47). An id longer
// than the 64 characters the schemas allow is the likeliest way to reach a status nobody declared.

let ctx: SeededContext;
let accounts: Record<Exclude<Role, 'anonymous'>, Account>;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await seededContext();
  accounts = await accountsByRole(ctx);
  const loginOnly = await createAccount(ctx, 'investor', false);
  fixtures = await demoFixtures(ctx, accounts.admin.userId, { email: loginOnly.email, password: loginOnly.password });
});
afterAll(async () => {
  await ctx.close();
});

const LONG_ID = 'a'.repeat(65);

describe('the statuses the OpenAPI document lists', () => {
  it('include whatever every route answers, as every role, with a 65-character value in each path parameter', async () => {
    const doc = ctx.app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 't', version: '0' } });
    const withParameters = openApiRoutes(ctx.app).filter((key) => pathOf(key).includes('{'));
    expect(withParameters.length).toBeGreaterThanOrEqual(20);
    const undeclared: string[] = [];
    for (const key of withParameters) {
      const method = methodOf(key);
      const declared = Object.keys(doc.paths?.[pathOf(key)]?.[method.toLowerCase() as 'get']?.responses ?? {});
      const path = pathOf(key).replace(/\{\w+\}/g, LONG_ID);
      const sample = SAMPLES[key] ?? {};
      for (const role of ROLES) {
        const client = await clientFor(ctx, accounts, role);
        let res: Response;
        if (sample.upload) {
          const form = new FormData();
          form.append('file', new File([new Uint8Array(PDF)], 'sample.pdf', { type: 'application/pdf' }));
          res = await rawRequest(ctx.app, { method, path, body: form, client });
        } else {
          res = await client.request(method, path, isWrite(key) ? sample.body?.(fixtures) : undefined, STREAMS.has(key) ? { Accept: 'text/event-stream' } : {});
        }
        await res.body?.cancel();
        if (!declared.includes(String(res.status))) undeclared.push(`${key} as ${role}: ${res.status}, the document lists ${declared.join(', ')}`);
      }
    }
    expect(undeclared).toEqual([]);
  }, 120_000);
});
