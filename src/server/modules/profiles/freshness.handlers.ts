import type { RouteHandler } from '@hono/zod-openapi';
import { message } from '#shared/messages/messages.ts';
import type { ListingKind } from '#shared/trust/trust.ts';
import { requireUser, type SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { announceMatchDataChanged } from '../../events/match-data.ts';
import { confirmListing, findOwnFreshness } from './freshness.service.ts';
import type * as routes from './freshness.routes.ts';
import { effectiveUserType } from './profiles.service.ts';

/** The listing a user may have: a business for an owner, a mandate for an investor, none for anyone else. */
async function listingKindOf(db: Db, user: SessionUser): Promise<ListingKind | null> {
  const type = await effectiveUserType(db, user);
  return type === 'business_owner' ? 'business' : type === 'investor' ? 'investor' : null;
}

export const getOwnFreshness: RouteHandler<typeof routes.getOwnFreshness, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const kind = await listingKindOf(db, user);
  return c.json({ listing: kind ? await findOwnFreshness(db, kind, user.id) : null }, 200);
};

export const confirmOwnListing: RouteHandler<typeof routes.confirmOwnListing, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, database, jobs } = c.var.deps;
  const kind = await listingKindOf(db, user);
  const confirmed = kind && (await confirmListing(db, kind, user.id));
  if (!kind || !confirmed) throw notFound(message('noProfileYet'));
  // The listing's row changed (updated_at moved): this instance ranks with it at once, others within seconds.
  announceMatchDataChanged(database);
  if (confirmed.republished) {
    // Back in the listings, as after a save: suggestions and saved-search alerts see it again.
    await jobs.requestSuggestions(user.id);
    await jobs.requestSavedSearchAlerts(kind, confirmed.profileId);
  }
  return c.json({ listing: confirmed.listing }, 200);
};
