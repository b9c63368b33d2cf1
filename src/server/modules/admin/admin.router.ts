import { createRouter } from '../../http/context.ts';
import { adminBroadcastRouter } from './admin-broadcast.handlers.ts';
import { adminDealsRouter } from './admin-deals.handlers.ts';
import { adminJobsRouter } from './admin-jobs.handlers.ts';
import { adminMailboxRouter } from './admin-mailbox.handlers.ts';
import { adminMatchesRouter } from './admin-matches.handlers.ts';
import { adminProfilesRouter } from './admin-profiles.handlers.ts';
import { adminReportsRouter } from './admin-reports.handlers.ts';
import { adminSecurityRouter } from './admin-security.handlers.ts';
import { adminRequestsRouter } from './admin-requests.handlers.ts';
import { adminStatsRouter } from './admin-stats.handlers.ts';
import { adminUsersRouter } from './admin-users.handlers.ts';
import { adminVerificationRouter } from './admin-verification.handlers.ts';

/** Every /api/admin route; each one checks the admin role on the server before anything else. */
export const adminRouter = createRouter()
  .route('/', adminStatsRouter)
  .route('/', adminRequestsRouter)
  .route('/', adminProfilesRouter)
  .route('/', adminMatchesRouter)
  .route('/', adminUsersRouter)
  .route('/', adminBroadcastRouter)
  .route('/', adminJobsRouter)
  .route('/', adminMailboxRouter)
  .route('/', adminDealsRouter)
  .route('/', adminReportsRouter)
  .route('/', adminSecurityRouter)
  .route('/', adminVerificationRouter);
