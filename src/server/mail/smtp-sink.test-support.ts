import { SMTPServer } from 'smtp-server';

// A real SMTP server for the mail tests: the product's nodemailer transport talks to it over TCP.

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  /** Recipients whose delivery the sink refuses (a permanent 550). */
  refuse: Set<string>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; no TLS, no authentication. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
