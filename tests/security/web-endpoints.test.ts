import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/web/lib/endpoints.ts';
import { createTestContext, type TestContext } from '../../src/server/testing/test-app.ts';
import { openApiRoutes } from './support/routes.ts';

// The web's typed client accepts only the routes of its endpoint table (src/web/lib/endpoints.ts). The table
// is types, so the compiler cannot see the server's declarations: this list must name every route of the table
// (the `satisfies` fails otherwise), and the test checks each against the OpenAPI document the server declares.
const WEB_ROUTES = {
  'GET /api/auth/session': true,
  'POST /api/auth/login': true,
  'POST /api/auth/register': true,
  'POST /api/auth/forgot-password': true,
  'POST /api/auth/reset-password': true,
  'POST /api/account/password': true,
  'GET /api/account/sessions': true,
  'DELETE /api/account/sessions/:id': true,
  'POST /api/account/sessions/sign-out-others': true,
  'POST /api/account/email': true,
  'POST /api/account/verification-email': true,
  'POST /api/account/confirm-email': true,
  'POST /api/account/delete': true,
  'POST /api/auth/logout': true,
  'PATCH /api/me': true,
  'GET /api/rates': true,
  'GET /api/documents': true,
  'DELETE /api/documents/:id': true,
  'PATCH /api/documents/:id': true,
  'GET /api/nda/standard': true,
  'GET /api/profiles/business/me/nda': true,
  'PUT /api/profiles/business/me/nda': true,
  'GET /api/matching/businesses/:id/nda': true,
  'POST /api/matching/businesses/:id/nda': true,
  'GET /api/deals/:id/documents': true,
  'POST /api/deals/:id/documents': true,
  'DELETE /api/deals/:id/documents/:documentId': true,
  'GET /api/notifications': true,
  'POST /api/notifications/read': true,
  'GET /api/notifications/unread-count': true,
  'GET /api/profiles/me': true,
  'GET /api/profiles/investor/me': true,
  'PUT /api/profiles/investor/me': true,
  'GET /api/profiles/business/me': true,
  'PUT /api/profiles/business/me': true,
  'GET /api/listing-freshness/me': true,
  'POST /api/listing-freshness/me/confirm': true,
  'GET /api/listings/home': true,
  'GET /api/listings/investors': true,
  'GET /api/listings/businesses': true,
  'GET /api/listings/investors/:id': true,
  'GET /api/listings/businesses/:id': true,
  'PUT /api/matching/businesses/:id/favourite': true,
  'PUT /api/matching/investors/:id/favourite': true,
  'GET /api/matching/businesses': true,
  'GET /api/matching/investors': true,
  'GET /api/matching/suggestions': true,
  'POST /api/matching/suggestions/seen': true,
  'POST /api/matching/businesses/:id/interest': true,
  'POST /api/matching/investors/:id/connect': true,
  'DELETE /api/matching/businesses/:id/interest': true,
  'DELETE /api/matching/investors/:id/connect': true,
  'POST /api/matching/businesses/:id/decline': true,
  'POST /api/matching/investors/:id/decline': true,
  'GET /api/matching/businesses/wants-to-connect': true,
  'GET /api/matching/investors/interested-in-you': true,
  'GET /api/matching/businesses/:id': true,
  'GET /api/matching/investors/:id': true,
  'GET /api/deals': true,
  'GET /api/deals/:id': true,
  'GET /api/deals/:id/messages': true,
  'POST /api/deals/:id/messages': true,
  'DELETE /api/deals/:id/messages/:messageId': true,
  'POST /api/deals/:id/messages/:messageId/report': true,
  'POST /api/deals/:id/read': true,
  'POST /api/deals/:id/stage': true,
  'GET /api/service-requests/mine': true,
  'POST /api/service-requests': true,
  'POST /api/service-requests/:id/cancel': true,
  'GET /api/valuation/prefill': true,
  'GET /api/valuation/estimates': true,
  'POST /api/valuation/estimates': true,
  'GET /api/valuation/estimates/:id': true,
  'PATCH /api/valuation/estimates/:id': true,
  'DELETE /api/valuation/estimates/:id': true,
  'PUT /api/admin/rates': true,
  'GET /api/admin/stats': true,
  'GET /api/admin/users': true,
  'GET /api/admin/matches': true,
  'GET /api/admin/service-requests': true,
  'PATCH /api/admin/service-requests/:id': true,
  'GET /api/admin/businesses': true,
  'GET /api/admin/businesses/:id': true,
  'PATCH /api/admin/businesses/:id': true,
  'PUT /api/admin/businesses/:id/verification': true,
  'DELETE /api/admin/businesses/:id/verification': true,
  'GET /api/admin/investors': true,
  'GET /api/admin/investors/:id': true,
  'PATCH /api/admin/investors/:id': true,
  'GET /api/admin/jobs/failed': true,
  'POST /api/admin/jobs/failed/:id/retry': true,
  'GET /api/admin/jobs/scheduled': true,
  'POST /api/admin/jobs/scheduled/:queue/run': true,
  'GET /api/admin/mailbox': true,
  'GET /api/admin/mailbox/:id': true,
  'GET /api/admin/broadcasts/audience': true,
  'GET /api/admin/broadcasts': true,
  'POST /api/admin/broadcasts': true,
  'GET /api/admin/broadcasts/:id/deliveries': true,
  'GET /api/admin/deals': true,
  'GET /api/admin/deals/:id': true,
  'GET /api/admin/reports': true,
  'POST /api/admin/reports/:id/dismiss': true,
  'POST /api/admin/reports/:id/suspend-sender': true,
  'GET /api/admin/security-log': true,
  'POST /api/admin/users/:id/unsuspend': true,
  'GET /api/saved-searches': true,
  'POST /api/saved-searches': true,
  'PATCH /api/saved-searches/:id': true,
  'DELETE /api/saved-searches/:id': true,
  'POST /api/saved-searches/:id/run': true,
  'POST /api/saved-searches/unsubscribe': true,
} satisfies Record<Route, true>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the web client’s endpoint table', () => {
  it('names only routes the server declares, with the same method', () => {
    const declared = new Set(openApiRoutes(ctx.app));
    const undeclared = Object.keys(WEB_ROUTES)
      .map((route) => route.replace(/:(\w+)/g, '{$1}'))
      .filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });
});
