// Every API call the web can make, derived from the server's route declarations (each module's
// `*.routes.ts`, chained into the app in server/app.ts): the method and path, the JSON body the route
// validates (z.input of its schema) and its 2xx answer (its response schema, as JSON). Type-only: no
// server code, no zod and no client library reach the bundle. A route whose path, body or answer changes
// fails `npm run typecheck` wherever the web calls it (see api.typecheck.ts).
import type { ApiSchema } from '../../../server/app.ts';

type Path = keyof ApiSchema & string;
type Verb<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;
type EndpointAt<P extends Path, M extends string> = ApiSchema[P][`$${Lowercase<M>}` & keyof ApiSchema[P]];

/** The answer a route declares on success; 204 is no content. */
type Success<E> = E extends { status: 200 | 201 | 202; outputFormat: 'json'; output: infer O } ? O : E extends { status: 204 } ? undefined : never;

/** "METHOD /path/:param" → the JSON body sent (if the route takes one) and the answer read. */
export type Endpoints = {
  [R in AllRoutes as [Success<RouteEndpoint<R>>] extends [never] ? never : R]: RouteEndpoint<R> extends { input: { json: infer B } }
    ? { body: B; response: Success<RouteEndpoint<R>> }
    : { response: Success<RouteEndpoint<R>> };
};

/** Every route the app declares, as "METHOD /path/:param" (Hono's form of the OpenAPI path). */
type AllRoutes = { [P in Path]: `${Verb<keyof ApiSchema[P]>} ${P}` }[Path];
type RouteEndpoint<R extends string> = R extends `${infer M} ${infer P extends Path}` ? EndpointAt<P, M> : never;

/** A route with a JSON answer (or none), which api() can call; streams, files and pages are fetched otherwise. */
export type Route = keyof Endpoints;

/** The `:name` parts of a route's path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;

type ParamsOption<R extends Route> = [ParamNames<R>] extends [never] ? { params?: never } : { params: Record<ParamNames<R>, string> };
type BodyOption<R extends Route> = Endpoints[R] extends { body: infer B } ? { body: B } : { body?: never };

export type RequestOptions<R extends Route> = ParamsOption<R> & BodyOption<R> & {
  /** A query string as the screen's filters build it ("?page=2"), or empty. */
  search?: string;
  signal?: AbortSignal | undefined;
};

export type ResponseOf<R extends Route> = Endpoints[R]['response'];
