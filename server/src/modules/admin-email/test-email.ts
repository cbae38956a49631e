// "Send test email" on the email settings page: the real path alerts take, answered with the SMTP
// server's own reason when it fails.
import { AppError } from '../../http/app-error';
import type { EmailSettingsService } from './email-settings.service';
import { isMailConfigured, MailError, type SendMail } from './mailer';

export type SendTestEmail = (to: string | undefined) => Promise<{ to: string }>;

export function createTestEmailSender(deps: {
  emailSettings: Pick<EmailSettingsService, 'smtp'>;
  send: SendMail;
  publicUrl: string;
}): SendTestEmail {
  return async (requested) => {
    const smtp = await deps.emailSettings.smtp();
    if (!isMailConfigured(smtp)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Email is not configured: save the SMTP host and the from address first.',
      );
    }
    const to = requested ?? smtp.recipients[0];
    if (to === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Add an alert recipient, or enter an address to send the test to.',
      );
    }
    try {
      await deps.send(smtp, {
        to: [to],
        subject: 'ScamCheck test email',
        text: `This is a test email from ScamCheck at ${deps.publicUrl}.\n\nIf you can read it, alerts will reach you.\n`,
      });
    } catch (error) {
      const reason = error instanceof MailError ? error.message : 'the message could not be sent';
      throw new AppError('UPSTREAM_FAILED', `Sending failed: ${reason.slice(0, 300)}`);
    }
    return { to };
  };
}
