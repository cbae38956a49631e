// Sends one plain-text message through the configured SMTP server with nodemailer. A transport is made
// per message, so a settings change applies to the next message with nothing to restart.
import { createTransport } from 'nodemailer';
import type { SmtpSettings } from './email-settings.service';
import { MailError } from './mailer-error';
import { checkSmtpTarget, type SmtpTargetPolicy } from './smtp-target';

export type MailMessage = { to: string[]; subject: string; text: string };

export type SendMail = (smtp: SmtpSettings, message: MailMessage) => Promise<void>;

export { MailError } from './mailer-error';

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

export function isMailConfigured(smtp: Pick<SmtpSettings, 'host' | 'from'>): boolean {
  return smtp.host !== '' && smtp.from !== '';
}

/** The real sender: checks the SMTP host against the address rules, then sends with nodemailer. */
export const nodemailerSender =
  (policy: SmtpTargetPolicy): SendMail =>
  async (smtp, message) => {
    if (!isMailConfigured(smtp))
      throw new MailError('Email is not configured: enter the SMTP host and the from address.');
    if (smtp.isPasswordUnreadable) {
      throw new MailError(
        'The stored SMTP password can no longer be read (the server secret changed); enter it again.',
      );
    }
    const target = await checkSmtpTarget(smtp.host, policy);
    const transport = createTransport({
      host: target.connectTo,
      // The certificate is checked against the configured name, not the address connected to.
      tls: { servername: target.servername },
      port: smtp.port,
      // tls: TLS from the first byte (usually 465); starttls: must upgrade (587); none: plain SMTP only.
      secure: smtp.security === 'tls',
      requireTLS: smtp.security === 'starttls',
      ignoreTLS: smtp.security === 'none',
      auth: smtp.user === '' ? undefined : { user: smtp.user, pass: smtp.password ?? '' },
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    try {
      await transport.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      throw new MailError(error instanceof Error ? error.message : String(error));
    } finally {
      transport.close();
    }
  };
