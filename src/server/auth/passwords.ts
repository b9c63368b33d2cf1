import { hash, verify } from '@node-rs/argon2';
import { message, messages, messageText } from '#shared/messages/messages.ts';
import { invalid } from '../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dealbridge-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** `npm run admin -- create-admin` asks more of an administrator's password than the spec's minimum (decision 0200). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Why a password cannot be an administrator's, or null when it can. */
export function adminPasswordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return messageText('adminPasswordTooShort', { min: ADMIN_PASSWORD_MIN_LENGTH });
  if (isCommonPassword(password)) return messages.passwordTooCommon;
  return null;
}

/**
 * Every place that sets a password calls this after the schema's checks (length, confirmation): a
 * password of the shipped common list is a 422 on `field`, with the key `passwordTooCommon`.
 */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalid({ [field]: messages.passwordTooCommon });
}

/**
 * An administrator changing the password in Settings: never under 8 characters (create-admin asks 12 of a new
 * administrator; an existing one's password is not refused retroactively at 8–11, decision 0171).
 */
export const ADMIN_PASSWORD_FLOOR = 8;

/** As refuseCommonPassword, and an administrator's new password needs ADMIN_PASSWORD_FLOOR characters too. */
export function refuseWeakPassword(password: string, role: 'user' | 'admin', field = 'password'): void {
  refuseCommonPassword(password, field);
  if (role === 'admin' && password.length < ADMIN_PASSWORD_FLOOR) {
    throw invalid({ [field]: message('adminPasswordTooShort', { min: ADMIN_PASSWORD_FLOOR }) });
  }
}
