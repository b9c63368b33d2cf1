import type { MiddlewareHandler } from 'hono';
import { forbidden } from './errors.ts';
import { SHELL_GUARD_HASH } from './shell-guard.ts';
import { message } from '#shared/messages/messages.ts';

const CSP = [
  "default-src 'self'",
  // The one inline script: the first paint's guard (first-paint.ts), allowed by its hash.
  `script-src 'self' ${SHELL_GUARD_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of OWASP ASVS 3.4 on every response. */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CSP);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.hsts) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another origin (CSRF).
 * Browsers send Origin on every POST/PUT/PATCH/DELETE; a request without it must at least
 * say Sec-Fetch-Site: same-origin, so a non-browser client sets Origin explicitly.
 */
export function sameOriginOnly(publicUrl: string | undefined): MiddlewareHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin) {
      const host = new URL(c.req.url).host;
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw forbidden(message('crossOrigin'));
      }
      if (origin === allowed || originHost === host) return next();
      throw forbidden(message('crossOrigin'));
    }
    if (c.req.header('sec-fetch-site') === 'same-origin') return next();
    throw forbidden(message('crossOrigin'));
  };
}
