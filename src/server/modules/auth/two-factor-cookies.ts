import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context.ts';

// The two-factor cookies are read by the sign-in routes only, so they are sent to /api/auth and nowhere else.
const PATH = '/api/auth';
const PENDING_COOKIE = 'dealbridge_2fa_pending';
const DEVICE_COOKIE = 'dealbridge_2fa_device';

const options = (c: Context<AppEnv>, expires: Date) =>
  ({ httpOnly: true, sameSite: 'Lax', secure: c.var.deps.config.secureCookies, path: PATH, expires }) as const;

export const pendingLoginToken = (c: Context<AppEnv>) => getCookie(c, PENDING_COOKIE);
export const setPendingLoginCookie = (c: Context<AppEnv>, token: string, expires: Date) => setCookie(c, PENDING_COOKIE, token, options(c, expires));
export const clearPendingLoginCookie = (c: Context<AppEnv>) => deleteCookie(c, PENDING_COOKIE, { path: PATH, secure: c.var.deps.config.secureCookies });

export const deviceToken = (c: Context<AppEnv>) => getCookie(c, DEVICE_COOKIE);
export const setDeviceCookie = (c: Context<AppEnv>, token: string, expires: Date) => setCookie(c, DEVICE_COOKIE, token, options(c, expires));
export const clearDeviceCookie = (c: Context<AppEnv>) => deleteCookie(c, DEVICE_COOKIE, { path: PATH, secure: c.var.deps.config.secureCookies });
