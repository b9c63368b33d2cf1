import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema.ts';
import { startSmtpSink, type SmtpSink } from '../../src/server/mail/smtp-sink.test-support.ts';
import { eventually } from '../../src/server/modules/admin/admin.test-support.ts';
import { PERMISSIONS, SAMPLES, type Fixtures, type Outcome } from './permissions.ts';
import { callRoute, demoFixtures } from './support/calls.ts';
import {
  accountsByRole, bodyText, clientFor, createAccount, fingerprint, ROLES, seededContext, type Account, type Role, type SeededContext,
} from './support/context.ts';
import { isWrite, openApiRoutes, pathOf, routerRoutes, servedRoutes } from './support/routes.ts';

let ctx: SeededContext;
let sink: SmtpSink;
let accounts: Record<Exclude<Role, 'anonymous'>, Account>;
let fixtures: Fixtures;

/** A broadcast is delivered in the background; the next fingerprint must not see it still moving. */
const outboxSettled = async () =>
  (await ctx.deps.db.$count(emailOutbox, inArray(emailOutbox.status, ['queued', 'sending']))) === 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await seededContext({ SMTP_URL: sink.url });
  accounts = await accountsByRole(ctx);
  const loginOnly = await createAccount(ctx, 'investor', false);
  fixtures = await demoFixtures(ctx, accounts.admin.userId, { email: loginOnly.email, password: loginOnly.password });
});
afterAll(async () => {
  await eventually(outboxSettled).catch(() => {});
  await ctx.close();
  await sink.close();
});

// The message keys a refusal of each status may carry: 404 says what is missing.
const ERROR_CODES: Record<number, readonly string[]> = {
  // twoFactorSignInExpired: the code step without the password step's pending sign-in.
  401: ['signIn', 'twoFactorSignInExpired'],
  403: ['noAccess', 'valuationOwnersOnly'],
  404: ['notFound', 'noProfileYet', 'noProfilesRecord', 'completeProfile', 'completeInvestorProfile', 'completeBusinessProfile'],
  409: ['noInterestToDecline', 'noConnectToDecline', 'ndaRequired', 'nothingToWithdraw', 'twoFactorNotOn'],
  // A form's own check after the caller is let in (the password of Delete account).
  422: ['fieldsInvalid'],
};

describe('the permission table', () => {
  it('names every route the app serves, declared in OpenAPI or only registered in the router, and no other', () => {
    const served = servedRoutes(ctx.app);
    expect(served.length).toBeGreaterThanOrEqual(50);
    expect({
      missingFromTable: served.filter((key) => !(key in PERMISSIONS)),
      noLongerServed: Object.keys(PERMISSIONS).filter((key) => !served.includes(key)),
    }).toEqual({ missingFromTable: [], noLongerServed: [] });
  });

  it('sees routes registered without an OpenAPI declaration through the router', () => {
    const declared = openApiRoutes(ctx.app);
    const undeclared = routerRoutes(ctx.app).filter((key) => !declared.includes(key));
    expect(undeclared.sort()).toEqual(['GET /api/docs', 'GET /api/openapi.json']);
  });

  it('has a sample request for every route with a path parameter or a request body', () => {
    const doc = ctx.app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 't', version: '0' } });
    const lacking = Object.keys(PERMISSIONS).filter((key) => {
      const sample = SAMPLES[key] ?? {};
      const [method = '', path = ''] = key.split(' ');
      const operation = doc.paths?.[path]?.[method.toLowerCase() as 'post'];
      const needsBody = isWrite(key) && operation?.requestBody !== undefined;
      return (pathOf(key).includes('{id}') && !sample.id) || (needsBody && !sample.body && !sample.upload);
    });
    expect(lacking).toEqual([]);
  });

  for (const role of ROLES) {
    it(`answers ${role} callers on every route as the table says, and a refusal changes nothing`, async () => {
      const problems: string[] = [];
      for (const [key, permission] of Object.entries(PERMISSIONS)) {
        const expected: Outcome = permission[role];
        const client = await clientFor(ctx, accounts, role);
        const before = expected === 'allowed' ? undefined : await fingerprint(ctx.deps.db);
        const res = await callRoute(ctx.app, key, client, fixtures);
        const text = await bodyText(res);
        const got: Outcome | number = res.status >= 200 && res.status < 300 ? 'allowed' : res.status;
        if (got !== expected) {
          problems.push(`${key}: expected ${expected}, got ${res.status} ${text.slice(0, 160)}`);
          continue;
        }
        if (expected === 'allowed') {
          await eventually(outboxSettled);
          continue;
        }
        const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
        if (!ERROR_CODES[expected]?.includes(code ?? '')) problems.push(`${key}: error code ${code}, expected one of ${ERROR_CODES[expected]?.join(', ')}`);
        const after = await fingerprint(ctx.deps.db);
        const changed = Object.keys(after).filter((table) => after[table] !== before?.[table]);
        if (changed.length > 0) problems.push(`${key}: refused with ${expected} but changed ${changed.join(', ')}`);
      }
      expect(problems).toEqual([]);
    }, 90_000); // every route of the table, each with two database fingerprints: past the default on a busy machine
  }
});
