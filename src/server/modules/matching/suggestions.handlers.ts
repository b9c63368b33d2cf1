import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { snapshotsFor } from './match-snapshot.ts';
import { markSuggestionsSeen, suggestionsFor } from './suggestions.service.ts';
import * as routes from './suggestions.routes.ts';

const suggestions: RouteHandler<typeof routes.suggestions, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, database } = c.var.deps;
  return c.json(await suggestionsFor(db, await snapshotsFor(database).get(db), user.id), 200);
};

const suggestionsSeen: RouteHandler<typeof routes.suggestionsSeen, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, database } = c.var.deps;
  await markSuggestionsSeen(db, await snapshotsFor(database).get(db), user.id);
  return c.body(null, 204);
};

export const suggestionsRouter = createRouter()
  .openapi(routes.suggestions, suggestions)
  .openapi(routes.suggestionsSeen, suggestionsSeen);
