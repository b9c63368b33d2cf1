import type { Transporter } from 'nodemailer';

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
  // nodemailer is loaded with the first message, so a server that never sends one never holds it (decision 0157).
  const url = settings.SMTP_URL;
  let smtp: Promise<Transporter> | null = null;
  return {
    enabled: true,
    transport,
    send: async (message) => {
      smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await smtp).sendMail({ from: settings.MAIL_FROM, ...message });
    },
    close: () => void smtp?.then((transporter) => transporter.close(), () => {}),
  };
}
