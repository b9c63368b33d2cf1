import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one message; outbox bookkeeping sits above this. */
export interface Mailer {
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      send: () => Promise.reject(new Error('Mail is not configured (SMTP_URL).')),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
