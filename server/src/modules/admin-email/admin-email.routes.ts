import {
  EmailSettingsSchema,
  TestEmailRequestSchema,
  TestEmailResponseSchema,
  UpdateEmailSettingsRequestSchema,
} from '@scamcheck/shared';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';
import { createTestEmailSender } from './test-email';

const ADMIN_ONLY = {
  401: { description: 'Not signed in' },
  403: { description: 'Not an administrator' },
} as const;

/** Email settings: SMTP server, recipients, alerts, and a test message. */
export const adminEmailRoutes: RouteModule = (router, { container, openapi }) => {
  const { emailSettings } = container;
  const sendTest = createTestEmailSender({
    emailSettings,
    send: container.sendMail,
    publicUrl: container.config.http.publicUrl,
  });

  openapi.register({
    method: 'get',
    path: '/api/admin/email-settings',
    summary: 'The SMTP server, sender, alert recipients and alerts (never the password)',
    tags: ['admin'],
    responses: { 200: { description: 'The settings', schema: EmailSettingsSchema }, ...ADMIN_ONLY },
  });
  router.get('/api/admin/email-settings', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await emailSettings.view());
  });

  openapi.register({
    method: 'put',
    path: '/api/admin/email-settings',
    summary: "Save the email settings; password absent keeps the stored one, '' clears it",
    tags: ['admin'],
    request: { body: UpdateEmailSettingsRequestSchema },
    responses: {
      200: { description: 'The saved settings', schema: EmailSettingsSchema },
      400: { description: 'An invalid field' },
      ...ADMIN_ONLY,
    },
  });
  router.put('/api/admin/email-settings', requireAdmin, async (req, res) => {
    const input = validate(UpdateEmailSettingsRequestSchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    res.json(await emailSettings.update(input));
  });

  openapi.register({
    method: 'post',
    path: '/api/admin/email-settings/test',
    summary: 'Send a test email to the given address or the first recipient',
    tags: ['admin'],
    request: { body: TestEmailRequestSchema },
    responses: {
      200: { description: 'Sent', schema: TestEmailResponseSchema },
      400: { description: 'Email is not configured, or there is nobody to send to' },
      ...ADMIN_ONLY,
      502: { description: 'The SMTP server refused or could not be reached (its reason is in the message)' },
    },
  });
  router.post('/api/admin/email-settings/test', requireAdmin, async (req, res) => {
    const { to } = validate(TestEmailRequestSchema, req.body ?? {});
    res.json({ sent: true, ...(await sendTest(to)) });
  });
};
