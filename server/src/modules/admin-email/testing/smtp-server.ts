// A real SMTP server on loopback (smtp-server) that keeps what it receives, so email tests go through
// nodemailer and the SMTP protocol exactly as production does.
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string };

export type LoopbackSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Plain SMTP (no TLS); with `credentials`, AUTH is required and only those are accepted. */
export async function startSmtpServer(
  options: { credentials?: { user: string; pass: string } } = {},
): Promise<LoopbackSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const { credentials } = options;

  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: credentials === undefined,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const isValid =
        credentials !== undefined && auth.username === credentials.user && auth.password === credentials.pass;
      callback(
        isValid ? null : new Error('Invalid username or password'),
        isValid ? { user: auth.username } : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          from: mailFrom === false ? '' : mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '',
          raw,
        };
        received.push(mail);
        for (const waiter of waiters.filter((candidate) => candidate.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    port,
    received,
    waitFor(match) {
      const already = received.find(match);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
