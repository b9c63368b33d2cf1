import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { UNSUBSCRIBE_LINK_DAYS } from '#shared/saved-searches/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { signingKeys } from '../../db/schema.ts';

// Unsubscribe links (issue 23): stateless and signed, so a digest of 25 searches stores no token rows. The token says
// what it is for (its purpose), whose it is and which alerts it turns off, and until when; an HMAC-SHA256 with the
// installation's key (signing_keys, made on first use) seals it. Nothing else accepts it: the purpose is checked.

const PURPOSE = 'unsubscribe';
const KEY_NAME = 'unsubscribe-links';
/** What one link turns off: one saved search's alerts, or the weekly match digest. */
export type UnsubscribeTarget = { kind: 'saved_search'; savedSearchId: string } | { kind: 'match_digest' };
export interface UnsubscribeClaims { userId: string; target: UnsubscribeTarget }

async function signingKey(db: Db): Promise<Buffer> {
  await db.insert(signingKeys).values({ purpose: KEY_NAME, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, KEY_NAME)).limit(1);
  if (!row) throw new Error('no signing key');
  return Buffer.from(row.secret, 'base64url');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** purpose.user.target.expiry (seconds), base64url, then its MAC. */
export async function signUnsubscribe(db: Db, claims: UnsubscribeClaims, now = Date.now()): Promise<string> {
  const target = claims.target.kind === 'match_digest' ? 'match_digest' : claims.target.savedSearchId;
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;
  const body = Buffer.from([PURPOSE, claims.userId, target, String(expires)].join('.')).toString('base64url');
  return `${body}.${mac(await signingKey(db), body)}`;
}

/** The claims of a well-formed, untampered, unexpired unsubscribe token; null for anything else. */
export async function readUnsubscribe(db: Db, token: string, now = Date.now()): Promise<UnsubscribeClaims | null> {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(await signingKey(db), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [purpose, userId, target, expires, ...extra] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (purpose !== PURPOSE || !userId || !target || !expires || extra.length > 0) return null;
  if (!(Number(expires) * 1000 > now)) return null;
  return { userId, target: target === 'match_digest' ? { kind: 'match_digest' } : { kind: 'saved_search', savedSearchId: target } };
}
