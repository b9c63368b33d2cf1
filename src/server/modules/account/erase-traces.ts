import { and, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DELETED_USER_NAME } from '#shared/account/deleted-user.ts';
import { escapeHtml, htmlName, textName } from '#shared/locales/mail-texts.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, deals, emailOutbox, investorProfiles, matches, notifications, profiles, users } from '../../db/schema.ts';

// What a deleted account leaves in other people's rows (issue 47): the counterparts' notifications name them and their
// files, and the mails about them (the introduction: name, email, phone) sit in the outbox, which is both the admin's
// Mailbox and what a counterpart's data export lists. Called inside the deletion's transaction, before the person's
// own rows are anonymised (it reads their name, address, phone and companies from them).

/** Stands where an email address or a phone number of the deleted person was. */
const REMOVED = '—';

/** Each [found, replacement] pair applied to `column`, longest first so a name inside a company name goes with it. */
function replaced(column: AnyColumn, pairs: [string, string][]): SQL {
  return [...pairs].sort((a, b) => b[0].length - a[0].length).reduce<SQL>((text, [found, by]) => sql`replace(${text}, ${found}, ${by})`, sql`${column}`);
}

export async function eraseTracesOf(tx: Db, userId: string): Promise<void> {
  const [person] = await tx
    .select({ email: users.email, fullName: users.fullName, phone: profiles.phone, company: profiles.companyName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) return;
  const businesses = await tx.select({ id: businessProfiles.id, name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.userId, userId));
  const investors = await tx.select({ id: investorProfiles.id }).from(investorProfiles).where(eq(investorProfiles.userId, userId));
  const ownDeals = await tx.select({ id: deals.id, ownerUserId: deals.ownerUserId, investorUserId: deals.investorUserId }).from(deals)
    .where(or(eq(deals.ownerUserId, userId), eq(deals.investorUserId, userId)));
  const profileIds = [...businesses, ...investors].map((p) => p.id);
  const ownMatches = profileIds.length === 0 ? [] : await tx.select({ id: matches.id }).from(matches)
    .where(or(inArray(matches.businessProfileId, profileIds), inArray(matches.investorProfileId, profileIds)));

  // Every mail to the person goes (the deletion notice is queued after this); the caller queues nothing else for them.
  await tx.delete(emailOutbox).where(eq(emailOutbox.toEmail, person.email));

  const names = [person.fullName, person.company, ...businesses.map((b) => b.name)].filter((n): n is string => !!n && n.trim().length > 1);
  const contacts = [person.email, person.phone].filter((c): c is string => !!c && c.trim().length > 1);
  const counterpartIds = [...new Set(ownDeals.map((d) => (d.ownerUserId === userId ? d.investorUserId : d.ownerUserId)))];
  if (counterpartIds.length > 0 && names.length + contacts.length > 0) {
    const inText: [string, string][] = [
      ...names.flatMap((n): [string, string][] => [[n, DELETED_USER_NAME], [textName(n), DELETED_USER_NAME]]),
      ...contacts.map((c): [string, string] => [c, REMOVED]),
    ];
    const inHtml: [string, string][] = [
      ...names.flatMap((n): [string, string][] => [[htmlName(n), htmlName(DELETED_USER_NAME)], [escapeHtml(n), DELETED_USER_NAME]]),
      ...contacts.map((c): [string, string] => [escapeHtml(c), REMOVED]),
    ];
    const counterpartEmails = tx.select({ email: users.email }).from(users).where(inArray(users.id, counterpartIds));
    // Only mails to the people they dealt with can be about them: nobody else was ever told their name.
    await tx.update(emailOutbox).set({
      subject: replaced(emailOutbox.subject, inText),
      bodyText: replaced(emailOutbox.bodyText, inText),
      bodyHtml: sql`case when ${emailOutbox.bodyHtml} is null then null else ${replaced(emailOutbox.bodyHtml, inHtml)} end`,
    }).where(inArray(emailOutbox.toEmail, counterpartEmails));
  }

  // The counterparts' notices about the person's deals, matches and profiles: no name, no company, no file name.
  const about = (key: string, ids: string[]) => (ids.length === 0 ? undefined : inArray(sql`${notifications.data} ->> ${key}`, ids));
  const concerning = or(
    about('dealId', ownDeals.map((d) => d.id)),
    about('matchId', ownMatches.map((m) => m.id)),
    about('businessProfileId', businesses.map((b) => b.id)),
    about('investorProfileId', investors.map((i) => i.id)),
  );
  if (!concerning) return;
  await tx.update(notifications).set({
    data: sql`(${notifications.data} - 'fileName')
      || case when ${notifications.data} ? 'counterpartName' then jsonb_build_object('counterpartName', ${DELETED_USER_NAME}::text) else '{}'::jsonb end
      || case when ${notifications.data} ? 'companyName' then jsonb_build_object('companyName', ${DELETED_USER_NAME}::text) else '{}'::jsonb end`,
  }).where(and(ne(notifications.userId, userId), concerning));
}
