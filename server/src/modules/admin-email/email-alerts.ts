// Alerts to the admins' recipients: a new community comment (or one hidden after abuse reports), and
// an assistant conversation in which a visitor left an email address. Sent in the background: the
// request that caused an alert never waits for SMTP, and a failure is logged and kept in the error
// console instead of reaching the visitor.
import type { Logger } from '../../lib/logger';
import type { CommentRecord } from '../../storage/ports';
import type { CommentAlerts } from '../comments/comments.service';
import type { EmailSettingsService, SmtpSettings } from './email-settings.service';
import { isMailConfigured, type MailMessage, type SendMail } from './mailer';

export type ChatEmailAlert = { chatId: string; email: string };

export type EmailAlerts = CommentAlerts & {
  chatEmailLeft(chat: ChatEmailAlert): void;
  /** Settles once every alert started so far was sent or failed (tests, shutdown). */
  flush(): Promise<void>;
};

type AlertKind = keyof SmtpSettings['alerts'];

export function createEmailAlerts(deps: {
  emailSettings: Pick<EmailSettingsService, 'smtp'>;
  send: SendMail;
  publicUrl: string;
  logger: Logger;
  /** Keeps a failed alert in the error console. */
  recordError: (error: unknown, where: string) => void;
}): EmailAlerts {
  const pending = new Set<Promise<void>>();
  const link = (path: string) => `${deps.publicUrl}${path}`;

  async function deliver(kind: AlertKind, message: Omit<MailMessage, 'to'>): Promise<void> {
    const smtp = await deps.emailSettings.smtp();
    if (!isMailConfigured(smtp) || smtp.recipients.length === 0 || !smtp.alerts[kind]) return;
    await deps.send(smtp, { ...message, to: smtp.recipients });
  }

  function alert(kind: AlertKind, message: Omit<MailMessage, 'to'>): void {
    const task = deliver(kind, message)
      .catch((error: unknown) => {
        deps.logger.warn({ err: error, alert: kind }, 'Sending an alert email failed');
        deps.recordError(error, `email alert (${kind})`);
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  function commentDetails(comment: CommentRecord): string {
    const author = comment.authorName ?? 'an account without a name';
    return `Rating: ${comment.rating}/5, by ${author} (user ${comment.userId})\n\n${comment.text}\n`;
  }

  return {
    commentPosted(comment) {
      const isPending = comment.status === 'pending';
      alert('comments', {
        subject: `${isPending ? 'Comment awaiting review' : 'New comment'} on ${comment.domain}`,
        text:
          `${isPending ? 'A new author posted a comment that waits for your review' : 'A comment was published'} on ${comment.domain}.\n\n` +
          `${commentDetails(comment)}\nModerate: ${link('/admin/comments')}\nReport: ${link(`/domain/${comment.domain}`)}\n`,
      });
    },

    commentHidden(comment) {
      alert('comments', {
        subject: `Comment hidden after abuse reports on ${comment.domain}`,
        text:
          `${comment.reportCount} people reported a comment on ${comment.domain}; it is hidden until you review it.\n\n` +
          `${commentDetails(comment)}\nReview: ${link('/admin/comments')}\n`,
      });
    },

    chatEmailLeft({ chatId, email }) {
      alert('chatEmails', {
        subject: `A visitor left an email address in the assistant chat (${email})`,
        text:
          `A visitor left the address ${email} in an assistant conversation, and may expect a reply.\n\n` +
          `Conversation ${chatId}: ${link('/admin/advanced-features')}\n`,
      });
    },

    async flush() {
      await Promise.all([...pending]);
    },
  };
}
