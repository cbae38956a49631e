import {
  AdminErrorsResponseSchema,
  DEFAULT_EMAIL_SETTINGS,
  EmailSettingsSchema,
  type UpdateEmailSettingsRequest,
} from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { EMAIL_SETTINGS_KEY } from './email-settings.service';
import { startSmtpServer, type LoopbackSmtpServer } from './testing/smtp-server';

const PASSWORD = 'correct horse battery staple';

function settingsFor(
  port: number,
  overrides: Partial<UpdateEmailSettingsRequest> = {},
): UpdateEmailSettingsRequest {
  return {
    host: '127.0.0.1',
    port,
    security: 'none',
    user: 'mailer',
    password: PASSWORD,
    from: 'alerts@scamcheck.example',
    recipients: ['ops@scamcheck.example', 'moderator@scamcheck.example'],
    alerts: { comments: true, chatEmails: true },
    ...overrides,
  };
}

describe('email settings and alerts', () => {
  let testApp: TestApp;
  let smtp: LoopbackSmtpServer;
  let admin: TestAgent;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer({ credentials: { user: 'mailer', pass: PASSWORD } });
    // The SMTP server is on loopback, which only an explicit allow-list lets the sender reach.
    testApp = await createTestApp({
      env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000', SMTP_ALLOWED_HOSTS: '127.0.0.1' },
    });
    admin = request.agent(testApp.app);
    adminToken = (await signInForTrial(admin, { email: 'admin@example.com', role: 'admin' })).csrfToken;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  afterEach(() => testApp.container.alerts.flush());

  const save = (body: object) =>
    admin.put('/api/admin/email-settings').set('X-CSRF-Token', adminToken).send(body);
  const sendTest = (body: object = {}) =>
    admin.post('/api/admin/email-settings/test').set('X-CSRF-Token', adminToken).send(body);

  it('is for administrators only, and a signed-in change needs the anti-forgery token', async () => {
    const anonymous = request(testApp.app);
    expect((await anonymous.get('/api/admin/email-settings')).status).toBe(401);
    expect((await anonymous.put('/api/admin/email-settings').send(settingsFor(25))).status).toBe(401);
    expect((await anonymous.post('/api/admin/email-settings/test').send({})).status).toBe(401);

    const member = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(member, { email: 'member@example.com' });
    expect((await member.get('/api/admin/email-settings')).status).toBe(403);
    const put = await member
      .put('/api/admin/email-settings')
      .set('X-CSRF-Token', csrfToken)
      .send(settingsFor(25));
    expect(put.status).toBe(403);
    expect(
      (await member.post('/api/admin/email-settings/test').set('X-CSRF-Token', csrfToken).send({})).status,
    ).toBe(403);

    const forged = await admin.put('/api/admin/email-settings').send(settingsFor(25));
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toContain('anti-forgery');
  });

  it('shows a fresh install as not configured', async () => {
    const fresh = EmailSettingsSchema.parse((await admin.get('/api/admin/email-settings')).body);
    expect(fresh).toEqual(DEFAULT_EMAIL_SETTINGS);
    expect(fresh).toMatchObject({ host: '', from: '', recipients: [], passwordSet: false });
  });

  it('keeps the password encrypted at rest and never sends it back', async () => {
    const saved = await save(settingsFor(smtp.port));
    expect(saved.status).toBe(200);
    expect(EmailSettingsSchema.parse(saved.body)).toMatchObject({ host: '127.0.0.1', passwordSet: true });
    expect(saved.body).not.toHaveProperty('password');
    expect(saved.text).not.toContain(PASSWORD);

    const read = await admin.get('/api/admin/email-settings');
    expect(read.body).toEqual(saved.body);
    expect(read.text).not.toContain(PASSWORD);

    const raw = JSON.stringify(await testApp.container.storage.settings.get(EMAIL_SETTINGS_KEY));
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(Buffer.from(PASSWORD).toString('base64'));

    // Absent keeps the stored password, '' clears it.
    const { password: _omitted, ...withoutPassword } = settingsFor(smtp.port);
    expect((await save(withoutPassword)).body.passwordSet).toBe(true);
    expect((await save({ ...withoutPassword, password: '' })).body.passwordSet).toBe(false);
    await save(settingsFor(smtp.port));
  });

  it.each([
    ['an invalid recipient', { recipients: ['not-an-email'] }, 'Please enter a valid email address.'],
    ['a port out of range', { port: 70000 }, 'The port is a number from 1 to 65535'],
    ['an unknown security mode', { security: 'ssl' }, 'Security must be none, starttls or tls'],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const res = await save({ ...settingsFor(smtp.port), ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('sends a test email through the SMTP server, signing in with the stored password', async () => {
    await save(settingsFor(smtp.port));
    const res = await sendTest({ to: 'someone@scamcheck.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, to: 'someone@scamcheck.example' });
    const mail = await smtp.waitFor((candidate) => candidate.to.includes('someone@scamcheck.example'));
    expect(mail).toMatchObject({ from: 'alerts@scamcheck.example', subject: 'ScamCheck test email' });

    const toFirstRecipient = await sendTest();
    expect(toFirstRecipient.body).toEqual({ sent: true, to: 'ops@scamcheck.example' });
  });

  it("answers 502 with the SMTP server's reason when sending fails", async () => {
    await save(settingsFor(smtp.port, { password: 'wrong password' }));
    const res = await sendTest();
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/^Sending failed: .*Invalid/);
    await save(settingsFor(smtp.port));
  });

  it('answers 400 when email is not configured', async () => {
    await save(settingsFor(smtp.port, { host: '' }));
    const res = await sendTest({ to: 'someone@scamcheck.example' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Email is not configured');
    await save(settingsFor(smtp.port));
  });

  it('alerts the recipients when a comment is posted', async () => {
    await save(settingsFor(smtp.port));
    const author = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(author, { email: 'author@example.com', name: 'Ann Author' });
    const posted = await author
      .post('/api/domain/alert-shop.example/comments')
      .set('X-CSRF-Token', csrfToken)
      .send({ rating: 1, text: 'They took my money and never shipped.' });
    expect(posted.status).toBe(201);

    const mail = await smtp.waitFor((candidate) => candidate.subject.includes('alert-shop.example'));
    expect(mail.subject).toBe('Comment awaiting review on alert-shop.example');
    expect(mail.to).toEqual(['ops@scamcheck.example', 'moderator@scamcheck.example']);
    expect(mail.raw).toContain('They took my money and never shipped.');
  });

  it('alerts the recipients when a visitor leaves an email in the assistant chat', async () => {
    await save(settingsFor(smtp.port));
    const res = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ userEmail: 'worried.visitor@example.org', messages: [{ role: 'user', content: 'Hello' }] });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((candidate) => candidate.subject.includes('worried.visitor@example.org'));
    expect(mail.to).toEqual(['ops@scamcheck.example', 'moderator@scamcheck.example']);
    expect(mail.raw).toContain(res.body.chatId);
  });

  it('sends no alert that an admin switched off', async () => {
    await save(settingsFor(smtp.port, { alerts: { comments: true, chatEmails: false } }));
    const before = smtp.received.length;
    await request(testApp.app)
      .post('/api/ai/chat')
      .send({ userEmail: 'quiet.visitor@example.org', messages: [{ role: 'user', content: 'Hello' }] });
    await testApp.container.alerts.flush();
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual([]);
  });

  it('keeps a failed alert in the error console instead of failing the visitor', async () => {
    const closed = await startSmtpServer();
    const closedPort = closed.port;
    await closed.close();
    await save(settingsFor(closedPort, { user: '', password: '' }));

    const res = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ userEmail: 'visitor@example.org', messages: [{ role: 'user', content: 'Hello' }] });
    expect(res.status).toBe(200);
    await testApp.container.alerts.flush();
    await testApp.container.errorRecorder.flush();

    const errors = AdminErrorsResponseSchema.parse(
      (await admin.get('/api/admin/errors?q=email%20alert')).body,
    );
    expect(errors.items[0]).toMatchObject({ source: 'server', route: 'email alert (chatEmails)', count: 1 });
    expect(errors.items[0]?.message).toContain('ECONNREFUSED');
    await save(settingsFor(smtp.port));
  });
});
