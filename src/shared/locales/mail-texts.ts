import type { DealEvent } from '../deals/offers.ts';
import type { Language } from '../enums.ts';
import { mail as arabic } from './ar/mail.ts';
import { mail as english } from './en/mail.ts';
import { countWords, fillWords } from './fill.ts';

// The mails the server sends, in each recipient's language (users.language), worded by the server's catalogue
// (locales/en/mail.ts and locales/ar/mail.ts); this module puts each together and renders its text and HTML.

export interface MailText {
  subject: string;
  text: string;
  /** The same message as HTML: the product's name, the text (every interpolated value escaped), the footer. */
  html: string;
}

export const PRODUCT_NAME = 'Dealbridge';

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

// A name someone typed (theirs, their company's, a search's) is marked where a text takes it, so that neither part
// of the mail shows it as a link: "Support https://evil.example/verify-account" must not arrive clickable (issue 47).
const NAME_START = '\uE000';
const NAME_END = '\uE001';
const MARKED_NAME = /\uE000([^\uE001]*)\uE001/g;
const named = (value: string) => `${NAME_START}${value.replace(/[\uE000\uE001]/g, '')}${NAME_END}`;

/** A name in a plain-text part or a subject: its scheme-like prefixes (`https://`, `mailto:`) and `www.` go. */
export const textName = (value: string) => value.replace(/\b[a-z][a-z0-9+.-]*:(\/\/)?(?=\S)/gi, '').replace(/\bwww\./gi, '');

/** A name in an HTML part: escaped, in a span, with a zero-width joiner after each dot, @ and colon, so no client links it. */
export const htmlName = (value: string) => `<span>${escapeHtml(value).replace(/([.@:])/g, '$1\u200D')}</span>`;

const plain = (text: string) => text.replace(MARKED_NAME, (_, name: string) => textName(name));

/** Escapes a line of the text, then turns its web addresses (already escaped) into links; the names in it stay text. */
const htmlLine = (line: string) =>
  line
    .split(MARKED_NAME)
    .map((piece, i) => (i % 2 === 1 ? htmlName(piece) : escapeHtml(piece).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#0f766e">${url}</a>`)))
    .join('');

/**
 * Every mail: the body text and a footer line saying why it arrives, as plain text and as HTML
 * (in the recipient's language and direction). The HTML is built from the text alone, each piece
 * escaped, so nothing a user typed can become markup.
 */
export function composeMail(language: Language, markedSubject: string, body: string, footer: string): MailText {
  const subject = plain(markedSubject);
  const text = `${plain(body)}\n\n—\n${footer}`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${p.split('\n').map(htmlLine).join('<br>')}</p>`)
    .join('');
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px" dir="${dir}">` +
    `<div style="font-size:20px;font-weight:bold;color:#0f766e;margin-bottom:16px">${PRODUCT_NAME}</div>` +
    `${paragraphs}` +
    `<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px">` +
    `<p style="margin:0;font-size:12px;color:#71717a">${escapeHtml(footer)}</p>` +
    `</div></body></html>`;
  return { subject, text, html };
}

const words = (language: Language) => (language === 'ar' ? arabic : english);

export interface IntroductionMailInput {
  recipientName: string;
  counterpartName: string;
  counterpartCompany: string | null;
  counterpartEmail: string;
  counterpartPhone: string | null;
}

/** To each side of a pair once both are interested: who the other is and how to reach them. */
export function introductionMail(language: Language, m: IntroductionMailInput): MailText {
  const w = words(language);
  const texts = w.introduction;
  return composeMail(
    language,
    texts.subject,
    fillWords(texts.body, {
      recipient: named(m.recipientName),
      counterpart: named(m.counterpartName),
      company: m.counterpartCompany ? fillWords(texts.company, { company: named(m.counterpartCompany) }) : '',
      email: m.counterpartEmail,
      phone: m.counterpartPhone ? fillWords(texts.phone, { phone: m.counterpartPhone }) : '',
    }),
    w.footer.account,
  );
}

/**
 * A Communication Center message: the admin's own subject and text as written (one version for
 * everyone), closed by a line in the recipient's language saying why it arrives.
 */
export function broadcastMail(language: Language, input: { subject: string; message: string }): MailText {
  return composeMail(language, input.subject, input.message, words(language).footer.account);
}

export interface UnreadDealMailInput {
  recipientName: string;
  counterpartName: string;
  businessName: string | null;
  unreadCount: number;
  /** The deal room's address, when the site's address is known. */
  link: string | null;
}

/**
 * To a party with messages left unread in a deal for 15 minutes: one mail per deal and batch, never one per
 * message (issue 17). It says how many and from whom, not what: the conversation stays in the room.
 */
export function unreadDealMail(language: Language, m: UnreadDealMailInput): MailText {
  const texts = words(language).unreadDeal;
  const unread = countWords(texts, 'unread', m.unreadCount);
  const counterpart = named(m.counterpartName);
  return composeMail(
    language,
    fillWords(texts.subject, { unread, counterpart }),
    fillWords(texts.body, {
      recipient: named(m.recipientName),
      unread,
      counterpart,
      about: m.businessName ? fillWords(texts.about, { business: named(m.businessName) }) : '',
      read: m.link ? fillWords(texts.readHere, { link: m.link }) : texts.readOnSite,
    }),
    texts.footer,
  );
}

export interface DealEventMailInput {
  event: DealEvent;
  recipientName: string;
  counterpartName: string;
  businessName: string | null;
  /** The offer's kind, for offer_made. */
  kind?: 'ioi' | 'loi';
  /** A decline's reason, as its author wrote it. */
  reason?: string | null;
  /** The exclusivity's last day, for exclusivity_ending (YYYY-MM-DD). */
  date?: string;
  /** The deal room (at the offer), when the site's address is known. */
  link: string | null;
}

/** To the other party of a deal: one event, who did it, and a link to it; the terms stay in the room. */
export function dealEventMail(language: Language, m: DealEventMailInput): MailText {
  const texts = words(language).dealEvent;
  const counterpart = named(m.counterpartName);
  const date = m.date ?? '';
  return composeMail(
    language,
    fillWords(texts.subject[m.event], { counterpart, date }),
    fillWords(texts.body, {
      recipient: named(m.recipientName),
      sentence: fillWords(texts.sentence[m.event], {
        counterpart, date, kind: m.kind ? texts.kind[m.kind] : '', about: m.businessName ? fillWords(texts.about, { business: named(m.businessName) }) : '',
      }),
      reason: m.reason ? `\n${fillWords(texts.reason, { reason: named(m.reason) })}` : '',
      read: m.link ? fillWords(texts.readHere, { link: m.link }) : texts.readOnSite,
    }),
    texts.footer,
  );
}

export interface PasswordResetMailInput {
  recipientName: string;
  /** /reset-password?token=… on the site's address. */
  link: string;
  minutes: number;
}

/** Forgot password: the single-use link, valid for `minutes`. */
export function passwordResetMail(language: Language, m: PasswordResetMailInput): MailText {
  const texts = words(language).passwordReset;
  return composeMail(language, texts.subject, fillWords(texts.body, { recipient: named(m.recipientName), link: m.link, minutes: m.minutes }), texts.footer);
}

/** After a reset or a change in Settings: the owner learns of it, in case it was not them. */
export function passwordChangedMail(language: Language, m: { recipientName: string; keptOneSession?: boolean }): MailText {
  const texts = words(language).passwordChanged;
  const sessions = m.keptOneSession ? texts.otherSessions : texts.allSessions;
  return composeMail(language, texts.subject, fillWords(texts.body, { recipient: named(m.recipientName), sessions }), texts.footer);
}

/** At registration, and on request: the link that proves the account's address. */
export function verifyEmailMail(language: Language, m: { recipientName: string; link: string; days: number }): MailText {
  const texts = words(language).verifyEmail;
  return composeMail(language, texts.subject, fillWords(texts.body, { recipient: named(m.recipientName), link: m.link, days: m.days }), texts.footer);
}

/** Change of address, to the new one: the link that makes the change. */
export function confirmNewEmailMail(language: Language, m: { recipientName: string; link: string; hours: number }): MailText {
  const texts = words(language).confirmNewEmail;
  return composeMail(language, texts.subject, fillWords(texts.body, { recipient: named(m.recipientName), link: m.link, hours: m.hours }), texts.footer);
}

/** Change of address, to the old one: it is about to change (and by whom to ask if it was not them). */
export function emailChangeRequestedMail(language: Language, m: { recipientName: string; newEmail: string }): MailText {
  const texts = words(language).emailChangeRequested;
  return composeMail(language, texts.subject, fillWords(texts.body, { recipient: named(m.recipientName), email: m.newEmail }), texts.footer);
}

/** Sent to the address of an account as it is deleted: the last mail it gets from us. */
export function accountDeletedMail(language: Language, m: { recipientName: string }): MailText {
  const texts = words(language).accountDeleted;
  return composeMail(language, texts.subject, fillWords(texts.body, { recipient: named(m.recipientName) }), texts.footer);
}

export interface ProfileDecisionMailInput {
  recipientName: string;
  profileType: 'business' | 'investor';
  approved: boolean;
  /** The business's name, when it has one. */
  companyName: string | null;
  /** The admin's words, as written; null when none were given. */
  reason: string | null;
}

/** An admin approved or rejected the recipient's profile (issue 21), with their reason when they gave one. */
export function profileDecisionMail(language: Language, m: ProfileDecisionMailInput): MailText {
  const w = words(language);
  const texts = w.profileDecision;
  const decision = m.approved ? 'approved' : 'rejected';
  const company = m.profileType === 'business' && m.companyName ? fillWords(texts.company, { company: named(m.companyName) }) : '';
  const profile = fillWords(texts.profile[m.profileType], { company });
  const outcome = fillWords(texts.outcome[decision], { profile, audience: texts.audience[m.profileType] });
  const reason = m.reason ? fillWords(texts.reason, { heading: texts.reasonHeading[decision], reason: m.reason }) : '';
  return composeMail(
    language,
    fillWords(texts.subject[decision], { profile: texts.subjectProfile[m.profileType] }),
    fillWords(texts.body, { recipient: named(m.recipientName), outcome, reason }),
    w.footer.account,
  );
}

/** One saved search in a digest (issue 23): how many profiles newly fit it, where to see them, how to stop its alerts. */
export interface SearchDigestEntry {
  name: string;
  count: number;
  /** The page with the search's filters, on the site's address (or a path when the address is unknown). */
  link: string;
  unsubscribeLink: string;
}

/** The daily or weekly mail of a user's saved searches: every search with new fits, in one mail. */
export function savedSearchDigestMail(language: Language, m: { recipientName: string; frequency: 'daily' | 'weekly'; searches: SearchDigestEntry[] }): MailText {
  const texts = words(language).searchDigest;
  const searches = m.searches.map((s) =>
    fillWords(texts.search, { name: named(s.name), results: countWords(texts, 'results', s.count), link: s.link, unsubscribe: s.unsubscribeLink }));
  return composeMail(
    language,
    texts.subject[m.frequency],
    fillWords(texts.body, { recipient: named(m.recipientName), searches: searches.join('\n\n') }),
    texts.footer,
  );
}

/** The weekly "New matches for you" mail from the stored suggestions (issue 23), with its one-click unsubscribe. */
export function matchDigestMail(language: Language, m: { recipientName: string; count: number; link: string; unsubscribeLink: string }): MailText {
  const texts = words(language).matchDigest;
  return composeMail(
    language,
    texts.subject,
    fillWords(texts.body, { recipient: named(m.recipientName), matches: countWords(texts, 'matches', m.count), link: m.link, unsubscribe: m.unsubscribeLink }),
    texts.footer,
  );
}

/** What the freshness mails of issue 23 say: whose listing, how long since its last update, where to act. */
export interface ListingFreshnessMailInput {
  recipientName: string;
  kind: 'business' | 'investor';
  /** Whole days since the owner last saved or confirmed the listing. */
  days: number;
  /** The dashboard, on the site's address (or its path when the address is unknown). */
  link: string;
}

function freshnessMail(language: Language, which: 'listingStale' | 'listingPaused', m: ListingFreshnessMailInput): MailText {
  const w = words(language);
  const texts = w[which];
  return composeMail(
    language,
    texts.subject,
    fillWords(texts.body, { recipient: named(m.recipientName), listing: w.listing[m.kind], days: m.days, link: m.link }),
    w.footer.account,
  );
}

/** At 60 days without an update (issue 23): is the listing still current? One click confirms it, an edit does too. */
export const listingStaleMail = (language: Language, m: ListingFreshnessMailInput): MailText => freshnessMail(language, 'listingStale', m);

/** At 120 days without an update (issue 23): the listing is paused and hidden; one click on the dashboard republishes it. */
export const listingPausedMail = (language: Language, m: ListingFreshnessMailInput): MailText => freshnessMail(language, 'listingPaused', m);
