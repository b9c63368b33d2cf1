import { eq } from 'drizzle-orm';
import type { Contact } from '#shared/deals/introductions.ts';
import type { Db } from '../../../db/client.ts';
import { profiles, users } from '../../../db/schema.ts';

// A counterpart's contact, shown once two sides are introduced: on their card, in the action's answer and in the room.

export const contactColumns = { name: users.fullName, email: users.email, phone: profiles.phone, company: profiles.companyName };
type ContactRow = { name: string | null; email: string | null; phone: string | null; company: string | null };

/** A contact from those columns (a page of cards joins them in its one query); the company named on the profile wins. */
export function contactFrom(row: ContactRow | null | undefined, userId: string, companyOverride: string | null): Contact {
  if (!row || row.name === null || row.email === null) throw new Error('counterpart user missing');
  return { name: row.name, email: row.email, phone: row.phone, company: companyOverride ?? row.company, user_id: userId };
}

export async function contactOf(db: Db, userId: string, companyOverride: string | null): Promise<Contact> {
  const [row] = await db.select(contactColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return contactFrom(row, userId, companyOverride);
}
