import type { Language } from './enums.ts';

// Texts of the mails the server sends, in each recipient's language (users.language).
// The English wording is the one the platform has always sent; Arabic is its counterpart.

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

/** Why a user receives the mails about their own account and its deals. */
const ACCOUNT_FOOTER: Record<Language, string> = {
  en: 'You receive this message because you have a Dealbridge account.',
  ar: 'تصلك هذه الرسالة لأن لديك حسابًا في Dealbridge.',
};

export interface IntroductionMailInput {
  recipientName: string;
  counterpartName: string;
  counterpartCompany: string | null;
  counterpartEmail: string;
  counterpartPhone: string | null;
}

/** To each side of a pair once both are interested: who the other is and how to reach them. */
export function introductionMail(language: Language, m: IntroductionMailInput): MailText {
  const company = m.counterpartCompany ? ` (${named(m.counterpartCompany)})` : '';
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: تم التعارف مع طرف جديد',
      `مرحبًا ${named(m.recipientName)}،\n\nأبدى الطرفان اهتمامهما، لذا عرّفتك Dealbridge بـ ${named(m.counterpartName)}${company}.\n` +
        `البريد الإلكتروني: ${m.counterpartEmail}${m.counterpartPhone ? `\nالهاتف: ${m.counterpartPhone}` : ''}\n\n` +
        'أصبح بإمكانكما الآن الاطلاع على بيانات كل منكما ومستنداته على Dealbridge.',
      ACCOUNT_FOOTER.ar,
    );
  }
  return composeMail(
    language,
    'Dealbridge: you have been introduced',
    `Hello ${named(m.recipientName)},\n\nBoth sides are interested, so Dealbridge has introduced you to ${named(m.counterpartName)}${company}.\n` +
      `Email: ${m.counterpartEmail}${m.counterpartPhone ? `\nPhone: ${m.counterpartPhone}` : ''}\n\nYou can now see each other's details and documents on Dealbridge.`,
    ACCOUNT_FOOTER.en,
  );
}

/**
 * A Communication Center message: the admin's own subject and text as written (one version for
 * everyone), closed by a line in the recipient's language saying why it arrives.
 */
export function broadcastMail(language: Language, input: { subject: string; message: string }): MailText {
  return composeMail(language, input.subject, input.message, ACCOUNT_FOOTER[language]);
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
  if (language === 'ar') {
    const about = m.businessName ? ` بشأن ${named(m.businessName)}` : '';
    const count = m.unreadCount === 1 ? 'رسالة واحدة غير مقروءة' : `${m.unreadCount} رسائل غير مقروءة`;
    return composeMail(
      language,
      `Dealbridge: لديك ${count} من ${named(m.counterpartName)}`,
      `مرحبًا ${named(m.recipientName)}،\n\nلديك ${count} من ${named(m.counterpartName)}${about} في غرفة الصفقة.\n` +
        (m.link ? `اقرأها وردّ عليها هنا: ${m.link}\n` : 'اقرأها وردّ عليها في Dealbridge ضمن «الصفقات».\n') +
        '\nلن نرسل رسالة أخرى عن هذه الصفقة حتى تصل رسائل جديدة بعد هذه.',
      'تصلك هذه الرسالة لأن لديك رسائل غير مقروءة في صفقة على Dealbridge.',
    );
  }
  const about = m.businessName ? ` about ${named(m.businessName)}` : '';
  const count = m.unreadCount === 1 ? '1 unread message' : `${m.unreadCount} unread messages`;
  return composeMail(
    language,
    `Dealbridge: ${count} from ${named(m.counterpartName)}`,
    `Hello ${named(m.recipientName)},\n\nYou have ${count} from ${named(m.counterpartName)}${about} in your deal room.\n` +
      (m.link ? `Read and reply here: ${m.link}\n` : 'Read and reply on Dealbridge, under Deals.\n') +
      '\nWe will not mail you about this deal again until new messages arrive after this one.',
    'You receive this message because you have unread messages in a deal on Dealbridge.',
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
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: إعادة تعيين كلمة المرور',
      `مرحبًا ${named(m.recipientName)}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في Dealbridge. لاختيار كلمة مرور جديدة افتح هذا الرابط:\n${m.link}\n\n` +
        `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد ${m.minutes} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن تتغير كلمة مرورك.`,
      'تصلك هذه الرسالة لأن أحدهم طلب إعادة تعيين كلمة المرور لهذا البريد الإلكتروني في Dealbridge.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: reset your password',
    `Hello ${named(m.recipientName)},\n\nSomeone asked to reset the password of your Dealbridge account. To choose a new password, open this link:\n${m.link}\n\n` +
      `The link works once and expires in ${m.minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    'You receive this message because a password reset was requested for this email address on Dealbridge.',
  );
}

/** After a reset or a change in Settings: the owner learns of it, in case it was not them. */
export function passwordChangedMail(language: Language, m: { recipientName: string; keptOneSession?: boolean }): MailText {
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: تم تغيير كلمة المرور',
      `مرحبًا ${named(m.recipientName)}،\n\nتم تغيير كلمة مرور حسابك في Dealbridge، وتم تسجيل خروجك من ${m.keptOneSession ? 'كل الجلسات الأخرى' : 'جميع الجلسات'}.\n\n` +
        'إن لم تكن أنت من فعل ذلك، فاستخدم «نسيت كلمة المرور؟» في صفحة تسجيل الدخول فورًا وتواصل مع الدعم.',
      'تصلك هذه الرسالة لأن كلمة مرور حسابك في Dealbridge قد تغيّرت.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: your password was changed',
    `Hello ${named(m.recipientName)},\n\nThe password of your Dealbridge account was changed, and ${m.keptOneSession ? 'every other session' : 'every session'} was signed out.\n\n` +
      'If this was not you, use "Forgot password?" on the sign-in page at once and contact support.',
    'You receive this message because the password of your Dealbridge account was changed.',
  );
}

/** At registration, and on request: the link that proves the account's address. */
export function verifyEmailMail(language: Language, m: { recipientName: string; link: string; days: number }): MailText {
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: تأكيد بريدك الإلكتروني',
      `مرحبًا ${named(m.recipientName)}،\n\nلتأكيد أن هذا البريد الإلكتروني لك، افتح هذا الرابط:\n${m.link}\n\n` +
        `حسابك يعمل من الآن؛ التأكيد يضيف شارة «موثّق» إلى ملفك. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${m.days} أيام.`,
      'تصلك هذه الرسالة لأن حسابًا في Dealbridge أُنشئ بهذا البريد الإلكتروني.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: confirm your email address',
    `Hello ${named(m.recipientName)},\n\nTo confirm that this email address is yours, open this link:\n${m.link}\n\n` +
      `Your account works already; confirming adds a "Verified" badge to your profile. The link works once and expires in ${m.days} days.`,
    'You receive this message because a Dealbridge account was created with this email address.',
  );
}

/** Change of address, to the new one: the link that makes the change. */
export function confirmNewEmailMail(language: Language, m: { recipientName: string; link: string; hours: number }): MailText {
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: تأكيد بريدك الإلكتروني الجديد',
      `مرحبًا ${named(m.recipientName)}،\n\nطُلب تغيير البريد الإلكتروني لحسابك في Dealbridge إلى هذا العنوان. لإتمام التغيير افتح هذا الرابط:\n${m.link}\n\n` +
        `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${m.hours} ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة.`,
      'تصلك هذه الرسالة لأن أحدهم طلب استخدام هذا البريد الإلكتروني لحساب في Dealbridge.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: confirm your new email address',
    `Hello ${named(m.recipientName)},\n\nYou asked to change the email address of your Dealbridge account to this one. To make the change, open this link:\n${m.link}\n\n` +
      `The link works once and expires in ${m.hours} hours. If you did not ask for it, ignore this message.`,
    'You receive this message because someone asked to use this email address for a Dealbridge account.',
  );
}

/** Change of address, to the old one: it is about to change (and by whom to ask if it was not them). */
export function emailChangeRequestedMail(language: Language, m: { recipientName: string; newEmail: string }): MailText {
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: طلب تغيير بريدك الإلكتروني',
      `مرحبًا ${named(m.recipientName)}،\n\nطُلب تغيير البريد الإلكتروني لحسابك في Dealbridge إلى ${m.newEmail}. سيتم التغيير عندما يُفتح رابط التأكيد المرسل إلى العنوان الجديد.\n\n` +
        'إن لم تكن أنت من طلب ذلك، فغيّر كلمة مرورك من الإعدادات فورًا وتواصل مع الدعم.',
      'تصلك هذه الرسالة لأنها عنوان حسابك الحالي في Dealbridge.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: a change of your email address was requested',
    `Hello ${named(m.recipientName)},\n\nSomeone signed in to your Dealbridge account asked to change its email address to ${m.newEmail}. The change happens when the confirmation link sent to the new address is opened.\n\n` +
      'If this was not you, change your password in Settings at once and contact support.',
    'You receive this message because this is the current address of your Dealbridge account.',
  );
}

/** Sent to the address of an account as it is deleted: the last mail it gets from us. */
export function accountDeletedMail(language: Language, m: { recipientName: string }): MailText {
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: تم حذف حسابك',
      `مرحبًا ${named(m.recipientName)}،\n\nتم حذف حسابك في Dealbridge بناءً على طلبك. أُزيلت ملفاتك من القوائم ومستنداتك من التخزين، ومُحيت بياناتك الشخصية؛ ويرى الطرف الآخر في صفقاتك «مستخدم محذوف».\n\n` +
        'إن لم تكن أنت من فعل ذلك، فتواصل مع الدعم فورًا.',
      'تصلك هذه الرسالة لأن حسابًا في Dealbridge بهذا البريد الإلكتروني قد حُذف.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: your account was deleted',
    `Hello ${named(m.recipientName)},\n\nYour Dealbridge account was deleted as you asked. Your profiles left the listings, your documents were removed from storage and your personal data was erased; counterparts in your deals now see "Deleted user".\n\n` +
      'If this was not you, contact support at once.',
    'You receive this message because a Dealbridge account with this email address was deleted.',
  );
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
  const business = m.profileType === 'business';
  if (language === 'ar') {
    const profile = business ? `ملف شركتك${m.companyName ? ` «${named(m.companyName)}»` : ''}` : 'ملفك الاستثماري';
    const outcome = m.approved
      ? `تمت الموافقة على ${profile}، وأصبح معروضًا على Dealbridge حيث ${business ? 'يمكن للمستثمرين' : 'يمكن للشركات'} العثور عليه.`
      : `لم تتم الموافقة على ${profile}، لذا فهو غير معروض على Dealbridge. يمكنك تحديث ملفك على Dealbridge، وإن كانت لديك أسئلة فتواصل مع الدعم.`;
    const reason = m.reason ? `\n\n${m.approved ? 'ملاحظة من فريق Dealbridge' : 'السبب الذي ذكره فريق Dealbridge'}:\n${m.reason}` : '';
    const subject = business ? 'ملف شركتك' : 'ملفك الاستثماري';
    return composeMail(
      language,
      `Dealbridge: ${m.approved ? `تمت الموافقة على ${subject}` : `لم تتم الموافقة على ${subject}`}`,
      `مرحبًا ${named(m.recipientName)}،\n\n${outcome}${reason}`,
      ACCOUNT_FOOTER.ar,
    );
  }
  const profile = business ? `business profile${m.companyName ? ` for ${named(m.companyName)}` : ''}` : 'investor profile';
  const outcome = m.approved
    ? `Your ${profile} has been approved and is now listed on Dealbridge, where ${business ? 'investors' : 'businesses'} can find it.`
    : `Your ${profile} was not approved, so it is not listed on Dealbridge. You can update your profile on Dealbridge; if you have questions, contact support.`;
  const reason = m.reason ? `\n\n${m.approved ? 'A note from the Dealbridge team' : 'The reason the Dealbridge team gave'}:\n${m.reason}` : '';
  return composeMail(
    language,
    `Dealbridge: your ${business ? 'business' : 'investor'} profile ${m.approved ? 'was approved' : 'was not approved'}`,
    `Hello ${named(m.recipientName)},\n\n${outcome}${reason}`,
    ACCOUNT_FOOTER.en,
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
  if (language === 'ar') {
    const lines = m.searches.map((s) =>
      `• ${named(s.name)}: ${s.count === 1 ? 'نتيجة جديدة واحدة' : `${s.count} نتائج جديدة`}\n  عرض النتائج: ${s.link}\n  إيقاف تنبيهات هذا البحث: ${s.unsubscribeLink}`);
    return composeMail(
      language,
      m.frequency === 'daily' ? 'Dealbridge: نتائج جديدة لعمليات بحثك المحفوظة اليوم' : 'Dealbridge: نتائج جديدة لعمليات بحثك المحفوظة هذا الأسبوع',
      `مرحبًا ${named(m.recipientName)}،\n\nظهرت ملفات جديدة تطابق عمليات بحثك المحفوظة:\n\n${lines.join('\n\n')}\n\nيمكنك تغيير وتيرة التنبيهات في «عمليات البحث المحفوظة».`,
      'تصلك هذه الرسالة لأنك فعّلت تنبيهات لعمليات بحث محفوظة على Dealbridge.',
    );
  }
  const lines = m.searches.map((s) =>
    `• ${named(s.name)}: ${s.count === 1 ? '1 new result' : `${s.count} new results`}\n  See them: ${s.link}\n  Stop alerts for this search: ${s.unsubscribeLink}`);
  return composeMail(
    language,
    m.frequency === 'daily' ? 'Dealbridge: new results for your saved searches today' : 'Dealbridge: new results for your saved searches this week',
    `Hello ${named(m.recipientName)},\n\nNew profiles fit your saved searches:\n\n${lines.join('\n\n')}\n\nYou can change how often you hear about each search under Saved searches.`,
    'You receive this message because you turned on alerts for saved searches on Dealbridge.',
  );
}

/** The weekly "New matches for you" mail from the stored suggestions (issue 23), with its one-click unsubscribe. */
export function matchDigestMail(language: Language, m: { recipientName: string; count: number; link: string; unsubscribeLink: string }): MailText {
  if (language === 'ar') {
    return composeMail(
      language,
      'Dealbridge: مطابقات جديدة لك',
      `مرحبًا ${named(m.recipientName)}،\n\nلديك ${m.count === 1 ? 'مطابقة جديدة واحدة' : `${m.count} مطابقات جديدة`} هذا الأسبوع.\nاطّلع عليها: ${m.link}\n\n` +
        `لإيقاف هذه الرسالة الأسبوعية: ${m.unsubscribeLink}`,
      'تصلك هذه الرسالة لأنك مشترك في ملخص المطابقات الأسبوعي على Dealbridge.',
    );
  }
  return composeMail(
    language,
    'Dealbridge: new matches for you',
    `Hello ${named(m.recipientName)},\n\nYou have ${m.count === 1 ? '1 new match' : `${m.count} new matches`} this week.\nSee them: ${m.link}\n\n` +
      `To stop this weekly mail: ${m.unsubscribeLink}`,
    'You receive this message because you get the weekly matches digest on Dealbridge.',
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

/** At 60 days without an update (issue 23): is the listing still current? One click confirms it, an edit does too. */
export function listingStaleMail(language: Language, m: ListingFreshnessMailInput): MailText {
  if (language === 'ar') {
    const listing = m.kind === 'business' ? 'ملف شركتك' : 'ملفك الاستثماري';
    return composeMail(
      language,
      'هل ما زال ملفك محدّثًا؟',
      `مرحبًا ${named(m.recipientName)}،\n\nمضى ${m.days} يومًا منذ آخر تحديث لـ${listing} على Dealbridge. هل ما زالت بياناته صحيحة؟\n\n` +
        `إن كانت كذلك، فنقرة واحدة على «ما زال محدّثًا» في لوحة التحكم تؤكد ذلك: ${m.link}\n` +
        'وتعديل الملف وحفظه يؤكده كذلك.\n\n' +
        'الملفات التي لا تُحدَّث ولا تُؤكَّد خلال 120 يومًا تُوقف مؤقتًا وتُخفى عن القوائم حتى تعيد نشرها.',
      ACCOUNT_FOOTER.ar,
    );
  }
  const listing = m.kind === 'business' ? 'business profile' : 'investor profile';
  return composeMail(
    language,
    'Is your listing still current?',
    `Hello ${named(m.recipientName)},\n\nYour ${listing} on Dealbridge was last updated ${m.days} days ago. Is it still current?\n\n` +
      `If it is, one click on "Still current" on your dashboard confirms it: ${m.link}\n` +
      'Editing and saving your profile confirms it too.\n\n' +
      'Listings neither updated nor confirmed for 120 days are paused and hidden from the listings until you republish them.',
    ACCOUNT_FOOTER.en,
  );
}

/** At 120 days without an update (issue 23): the listing is paused and hidden; one click on the dashboard republishes it. */
export function listingPausedMail(language: Language, m: ListingFreshnessMailInput): MailText {
  if (language === 'ar') {
    const listing = m.kind === 'business' ? 'ملف شركتك' : 'ملفك الاستثماري';
    return composeMail(
      language,
      'تم إيقاف ملفك مؤقتًا',
      `مرحبًا ${named(m.recipientName)}،\n\nمضى ${m.days} يومًا دون تحديث ${listing} على Dealbridge أو تأكيده، لذا أوقفناه مؤقتًا: إنه مخفي الآن عن القوائم والمطابقات.\n\n` +
        `نقرة واحدة على «إعادة النشر» في لوحة التحكم تعيده كما كان: ${m.link}\n` +
        'وتعديل الملف وحفظه يعيد نشره كذلك.',
      ACCOUNT_FOOTER.ar,
    );
  }
  const listing = m.kind === 'business' ? 'business profile' : 'investor profile';
  return composeMail(
    language,
    'Your listing is paused',
    `Hello ${named(m.recipientName)},\n\nYour ${listing} on Dealbridge has not been updated or confirmed for ${m.days} days, so we have paused it: it is now hidden from the listings and matches.\n\n` +
      `One click on "Republish" on your dashboard brings it back as it was: ${m.link}\n` +
      'Editing and saving your profile republishes it too.',
    ACCOUNT_FOOTER.en,
  );
}
