import {
  EmailSettingsSchema,
  TestEmailRequestSchema,
  TestEmailResponseSchema,
  UpdateEmailSettingsRequestSchema,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';
import { createTestEmailSender } from './test-email';

type EmailDeps = Pick<Container, 'emailSettings' | 'sendMail' | 'config'>;

/** Email settings: SMTP server, recipients, alerts, and a test message. */
export function adminEmailRoutes({ emailSettings, sendMail, config }: EmailDeps): Route[] {
  const sendTest = createTestEmailSender({ emailSettings, send: sendMail, publicUrl: config.http.publicUrl });
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/email-settings',
      summary: 'The SMTP server, sender, alert recipients and alerts (never the password)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'The settings', schema: EmailSettingsSchema } },
      handler: async () => reply(200, await emailSettings.view()),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/email-settings',
      summary: "Save the email settings; password absent keeps the stored one, '' clears it",
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      request: { body: UpdateEmailSettingsRequestSchema },
      responses: {
        200: { description: 'The saved settings', schema: EmailSettingsSchema },
        400: { description: 'An invalid field' },
      },
      handler: async ({ body }) => reply(200, await emailSettings.update(body)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/email-settings/test',
      summary: 'Send a test email to the given address or the first recipient',
      tags: ['admin'],
      auth: 'admin',
      // Sends a test email through the configured server.
      meter: { name: 'admin-only' },
      request: { body: TestEmailRequestSchema },
      responses: {
        200: { description: 'Sent', schema: TestEmailResponseSchema },
        400: { description: 'Email is not configured, or there is nobody to send to' },
        502: {
          description: 'The SMTP server refused or could not be reached (its reason is in the message)',
        },
      },
      handler: async ({ body }) => reply(200, { sent: true, ...(await sendTest(body.to)) }),
    }),
  ];
}
