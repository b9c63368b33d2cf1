import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; every mail queued through mail-texts.ts has one. */
  html?: string;
}

/**
 * Where mail goes: 'smtp' with SMTP_URL; 'mailbox' without it outside production (the message stays
 * in the outbox, marked delivered to the local mailbox admins read); 'off' in production without SMTP.
 */
export type MailTransport = 'smtp' | 'mailbox' | 'off';

/** Delivers one message; outbox bookkeeping sits above this. */
export interface Mailer {
  readonly enabled: boolean;
  /** Unset on hand-made test mailers, which count as SMTP. */
  readonly transport?: MailTransport;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  NODE_ENV: 'development' | 'production' | 'test';
}

export function mailTransportOf(settings: Pick<MailSettings, 'SMTP_URL' | 'NODE_ENV'>): MailTransport {
  if (settings.SMTP_URL) return 'smtp';
  return settings.NODE_ENV === 'production' ? 'off' : 'mailbox';
}

export function createMailer(settings: MailSettings): Mailer {
  const transport = mailTransportOf(settings);
  if (transport === 'mailbox') {
    // Nothing leaves the machine: the outbox row itself is the delivered message (the admin Mailbox).
    return { enabled: true, transport, send: () => Promise.resolve(), close: () => {} };
  }
  if (transport === 'off' || !settings.SMTP_URL) {
    return {
      enabled: false,
      transport: 'off',
      send: () => Promise.reject(new Error('Mail is not configured (SMTP_URL).')),
      close: () => {},
    };
  }
  const smtp = nodemailer.createTransport(settings.SMTP_URL);
  return {
    enabled: true,
    transport,
    send: async (message) => {
      await smtp.sendMail({ from: settings.MAIL_FROM, ...message });
    },
    close: () => smtp.close(),
  };
}
