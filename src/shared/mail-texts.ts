import type { Language } from './enums.ts';

// Texts of the mails the server sends, in each recipient's language (users.language).
// The English wording is the one the platform has always sent; Arabic is its counterpart.

export interface MailText {
  subject: string;
  text: string;
}

export interface IntroductionMailInput {
  recipientName: string;
  counterpartName: string;
  counterpartCompany: string | null;
  counterpartEmail: string;
  counterpartPhone: string | null;
}

/** To each side of a pair once both are interested: who the other is and how to reach them. */
export function introductionMail(language: Language, m: IntroductionMailInput): MailText {
  const company = m.counterpartCompany ? ` (${m.counterpartCompany})` : '';
  if (language === 'ar') {
    return {
      subject: 'Dealbridge: تم التعارف مع طرف جديد',
      text: `مرحبًا ${m.recipientName}،\n\nأبدى الطرفان اهتمامهما، لذا عرّفتك Dealbridge بـ ${m.counterpartName}${company}.\n` +
        `البريد الإلكتروني: ${m.counterpartEmail}${m.counterpartPhone ? `\nالهاتف: ${m.counterpartPhone}` : ''}\n\n` +
        'أصبح بإمكانكما الآن الاطلاع على بيانات كل منكما ومستنداته على Dealbridge.',
    };
  }
  return {
    subject: 'Dealbridge: you have been introduced',
    text: `Hello ${m.recipientName},\n\nBoth sides are interested, so Dealbridge has introduced you to ${m.counterpartName}${company}.\n` +
      `Email: ${m.counterpartEmail}${m.counterpartPhone ? `\nPhone: ${m.counterpartPhone}` : ''}\n\nYou can now see each other's details and documents on Dealbridge.`,
  };
}

const BROADCAST_FOOTER: Record<Language, string> = {
  en: 'You receive this message because you have a Dealbridge account.',
  ar: 'تصلك هذه الرسالة لأن لديك حسابًا في Dealbridge.',
};

/**
 * A Communication Center message: the admin's own subject and text as written (one version for
 * everyone), closed by a line in the recipient's language saying why it arrives.
 */
export function broadcastMail(language: Language, input: { subject: string; message: string }): MailText {
  return { subject: input.subject, text: `${input.message}\n\n—\n${BROADCAST_FOOTER[language]}` };
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
    const about = m.businessName ? ` بشأن ${m.businessName}` : '';
    const count = m.unreadCount === 1 ? 'رسالة واحدة غير مقروءة' : `${m.unreadCount} رسائل غير مقروءة`;
    return {
      subject: `Dealbridge: لديك ${count} من ${m.counterpartName}`,
      text: `مرحبًا ${m.recipientName}،\n\nلديك ${count} من ${m.counterpartName}${about} في غرفة الصفقة.\n` +
        (m.link ? `اقرأها وردّ عليها هنا: ${m.link}\n` : 'اقرأها وردّ عليها في Dealbridge ضمن «الصفقات».\n') +
        '\nلن نرسل رسالة أخرى عن هذه الصفقة حتى تصل رسائل جديدة بعد هذه.',
    };
  }
  const about = m.businessName ? ` about ${m.businessName}` : '';
  const count = m.unreadCount === 1 ? '1 unread message' : `${m.unreadCount} unread messages`;
  return {
    subject: `Dealbridge: ${count} from ${m.counterpartName}`,
    text: `Hello ${m.recipientName},\n\nYou have ${count} from ${m.counterpartName}${about} in your deal room.\n` +
      (m.link ? `Read and reply here: ${m.link}\n` : 'Read and reply on Dealbridge, under Deals.\n') +
      '\nWe will not mail you about this deal again until new messages arrive after this one.',
  };
}
