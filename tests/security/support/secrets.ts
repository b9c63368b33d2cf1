import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { businessProfiles, documents, investorProfiles, matches, profiles, sessions, users } from '../../../src/server/db/schema.ts';

// What must never reach a given viewer: secrets for everyone, identities for everyone but admins,
// the viewer's own details and their introduced counterparts' excepted.

/** Keys no response may carry, whoever asks. */
export const SECRET_KEYS = ['password', 'password_hash', 'passwordHash', 'token', 'token_hash', 'tokenHash', 'storage_key', 'storageKey', 'session_token'];
/** Keys that only admin screens carry. */
export const ADMIN_ONLY_KEYS = ['investor_name', 'owner', 'requester', 'to_email', 'owner_email', 'investor_email', 'requester_email'];

export interface Secrets {
  /** Password hashes, session token hashes and storage keys of every row. */
  always: string[];
  /** Per user: the identity values that user alone (with admins and introduced counterparts) may see. */
  identities: Map<string, string[]>;
}

export async function collectSecrets(db: Db): Promise<Secrets> {
  const [userRows, profileRows, sessionRows, documentRows, businessRows] = await Promise.all([
    db.select().from(users),
    db.select().from(profiles),
    db.select({ tokenHash: sessions.tokenHash }).from(sessions),
    db.select({ storageKey: documents.storageKey }).from(documents),
    db.select({ userId: businessProfiles.userId, registration: businessProfiles.registrationNumber, confidential: businessProfiles.confidential, name: businessProfiles.companyName, website: businessProfiles.website }).from(businessProfiles),
  ]);
  const identities = new Map<string, string[]>();
  for (const user of userRows) identities.set(user.id, [user.email, user.fullName]);
  for (const profile of profileRows) {
    const values = identities.get(profile.userId) ?? [];
    if (profile.phone) values.push(profile.phone);
    // An investor's firm is part of who they are; a business's name is public unless it is confidential (below).
    if (profile.userType === 'investor' && profile.companyName) values.push(profile.companyName);
  }
  const confidentialOwners = new Set(businessRows.filter((b) => b.confidential).map((b) => b.userId));
  for (const profile of profileRows) if (confidentialOwners.has(profile.userId) && profile.companyName) identities.get(profile.userId)?.push(profile.companyName);
  for (const business of businessRows) {
    const values = identities.get(business.userId);
    if (business.registration) values?.push(business.registration);
    // A confidential business's name and website point to it (issue 49).
    if (business.confidential) for (const value of [business.name, business.website]) if (value) values?.push(value);
  }
  return {
    always: [...userRows.map((u) => u.passwordHash), ...sessionRows.map((s) => s.tokenHash), ...documentRows.map((d) => d.storageKey)],
    identities,
  };
}

/** Users introduced to `userId` (both sides acted): they may see each other's contact details. */
export async function introducedTo(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ investor: investorProfiles.userId, business: businessProfiles.userId })
    .from(matches)
    .innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, matches.businessProfileId))
    .where(isNotNull(matches.introducedAt));
  const out = new Set<string>();
  for (const r of rows) {
    if (r.investor === userId) out.add(r.business);
    if (r.business === userId) out.add(r.investor);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole value, not part of a longer word ("Test User 1" is not in "Test User 12"). */
export const containsValue = (text: string, value: string) => new RegExp(`(?<![\\w@.+-])${escape(value)}(?![\\w@-])`).test(text);

export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}
