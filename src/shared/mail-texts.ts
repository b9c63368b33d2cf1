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
