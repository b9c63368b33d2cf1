import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { PENDING_LOGIN_MINUTES, RECOVERY_CODE_COUNT, REMEMBER_DEVICE_DAYS, TOTP_CODE } from '#shared/account/two-factor.ts';
import type { Db } from '../db/client.ts';
import { auditLog, twoFactorDevices, twoFactorPendingLogins, twoFactorRecoveryCodes, twoFactorSecrets, users } from '../db/schema.ts';

// Two-factor sign-in's storage (decision 0171): every token and code is kept as its SHA-256 only.

const ISSUER = 'Dealbridge';
/** A code typed as the period turns is still accepted: one step either side. */
const EPOCH_TOLERANCE_SECONDS = 30;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** No 0, 1, o, l or i: nothing that reads as another letter. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/** A new secret stored for `userId` (replacing an unconfirmed one), with what the set-up screen shows. */
export async function startSetup(db: Db, userId: string, email: string) {
  const secret = generateSecret();
  await db
    .insert(twoFactorSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { secret, lastTimeStep: null, createdAt: sql`now()` } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: otpauthUrl, qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export async function hasSecret(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: twoFactorSecrets.userId }).from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row !== undefined;
}

/**
 * Checks a 6-digit code against the user's secret; a code's time step is claimed in the same statement that
 * checks it is newer than the last one accepted, so the same code (or an older one) never works twice.
 */
export async function checkTotp(db: Db, userId: string, code: string): Promise<boolean> {
  if (!TOTP_CODE.test(code)) return false;
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row) return false;
  // otplib throws on an afterTimeStep ahead of the clock (a clock set back): a refusal, not a 500.
  const result = await verify({
    secret: row.secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(row.lastTimeStep !== null && { afterTimeStep: row.lastTimeStep }),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await db
    .update(twoFactorSecrets)
    .set({ lastTimeStep: result.timeStep })
    .where(and(eq(twoFactorSecrets.userId, userId), or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, result.timeStep))))
    .returning({ userId: twoFactorSecrets.userId });
  return claimed.length === 1;
}

const recoveryCode = () => {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};
const recoveryHash = (code: string) => sha256(code.replace('-', ''));

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function replaceCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(code) })));
  return codes;
}

/** Ten new recovery codes in place of any left; the codes themselves are answered once and never stored. */
export const replaceRecoveryCodes = (db: Db, userId: string): Promise<string[]> => db.transaction((tx) => replaceCodes(tx, userId));

/** On, with its first recovery codes, in one step. */
export function enable(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'user.two_factor_enabled', targetType: 'user', targetId: userId });
    return replaceCodes(tx, userId);
  });
}

/** Spends one unused recovery code; a second use of it (even at the same instant) finds it spent. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, recoveryHash(code)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Off: the secret, the codes, the pending sign-ins and every remembered device go with it. */
export async function turnOff(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorEnabledAt: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorPendingLogins).where(eq(twoFactorPendingLogins.userId, userId));
    await tx.delete(twoFactorDevices).where(eq(twoFactorDevices.userId, userId));
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'user.two_factor_disabled', targetType: 'user', targetId: userId });
  });
}

/** The password step's outcome when a code is still needed: a token for the code step, kept as its hash. */
export async function createPendingLogin(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + PENDING_LOGIN_MINUTES * MINUTE_MS);
  await db.insert(twoFactorPendingLogins).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user a pending sign-in belongs to, while it has not expired. */
export async function pendingLoginUser(db: Db, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(twoFactorPendingLogins)
    .innerJoin(users, eq(users.id, twoFactorPendingLogins.userId))
    .where(and(eq(twoFactorPendingLogins.tokenHash, sha256(token)), gt(twoFactorPendingLogins.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user ?? null;
}

export async function endPendingLogin(db: Db, token: string): Promise<void> {
  await db.delete(twoFactorPendingLogins).where(eq(twoFactorPendingLogins.tokenHash, sha256(token)));
}

/** The password hash stands behind a remembered device: a new password (changed or reset) no longer matches. */
const fingerprintOf = (passwordHash: string) => sha256(passwordHash);

export async function rememberDevice(db: Db, userId: string, passwordHash: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + REMEMBER_DEVICE_DAYS * DAY_MS);
  await db.insert(twoFactorDevices).values({ tokenHash: sha256(token), userId, passwordFingerprint: fingerprintOf(passwordHash), expiresAt });
  return { token, expiresAt };
}

/** Whether this browser's device token spares `user` the code. */
export async function isRememberedDevice(db: Db, user: { id: string; passwordHash: string }, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 128) return false;
  const [row] = await db
    .select({ fingerprint: twoFactorDevices.passwordFingerprint })
    .from(twoFactorDevices)
    .where(and(eq(twoFactorDevices.tokenHash, sha256(token)), eq(twoFactorDevices.userId, user.id), gt(twoFactorDevices.expiresAt, sql`now()`)))
    .limit(1);
  return row?.fingerprint === fingerprintOf(user.passwordHash);
}
