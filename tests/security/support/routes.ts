import type { App } from '../../../src/server/app.ts';

// The routes the app really serves, read two ways so that neither hides one from the other:
// its OpenAPI document (what it declares) and Hono's router (what it registered, with or without a declaration).

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** "METHOD /path/{param}" */
export type RouteKey = string;

export function openApiRoutes(app: App): RouteKey[] {
  const doc = app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 'security suite', version: '0' } });
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/**
 * Every concrete /api route in the router. Middleware and catch-alls are registered under wildcard
 * paths ('*', '/api/*'), so a path without '*' is a route a client can reach.
 */
export function routerRoutes(app: App): RouteKey[] {
  const keys = app.routes
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*'))
    .map((r) => `${r.method.toUpperCase()} ${r.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`);
  return [...new Set(keys)];
}

export function servedRoutes(app: App): RouteKey[] {
  return [...new Set([...openApiRoutes(app), ...routerRoutes(app)])].sort();
}

export const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' '));
export const pathOf = (key: RouteKey) => key.slice(key.indexOf(' ') + 1);
export const isWrite = (key: RouteKey) => !['GET', 'HEAD'].includes(methodOf(key));
