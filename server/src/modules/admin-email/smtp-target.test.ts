import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectionCounter, type ConnectionCounter } from '../../test-support/connection-counter';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { checkSmtpTarget } from './smtp-target';

describe('the SMTP server is an outbound connection under the address rules', () => {
  let internal: ConnectionCounter;
  let testApp: TestApp;
  beforeAll(async () => {
    internal = await startConnectionCounter();
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await testApp.close();
    await internal.close();
  });

  it('refuses a test email to an internal port and never connects to it', async () => {
    const admin = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(admin, { email: 'probe@example.com', role: 'admin' });
    const saved = await admin
      .put('/api/admin/email-settings')
      .set('X-CSRF-Token', csrfToken)
      .send({
        host: '127.0.0.1',
        port: internal.port,
        security: 'none',
        user: '',
        from: 'alerts@scamcheck.example',
        recipients: ['ops@scamcheck.example'],
        alerts: { comments: true, chatEmails: true },
      });
    expect(saved.status).toBe(200);
    const res = await admin.post('/api/admin/email-settings/test').set('X-CSRF-Token', csrfToken).send({});
    expect(res.status).toBe(502);
    expect(res.body.error.message).toContain('127.0.0.1 is a local, private or internal address');
    expect(internal.connections()).toBe(0);
  });

  it.each([
    ['localhost', 'a local name'],
    ['mail.internal', 'an internal name'],
    ['10.0.0.25', 'a private address'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['[::1]', 'IPv6 loopback'],
  ])('refuses %s (%s) unless SMTP_ALLOWED_HOSTS names it', async (host) => {
    await expect(checkSmtpTarget(host, { allowedHosts: [] })).rejects.toThrow(/SMTP_ALLOWED_HOSTS/);
    await expect(checkSmtpTarget(host, { allowedHosts: [host] })).resolves.toEqual({
      connectTo: host,
      servername: host,
    });
  });

  it('connects to the public address it checked, keeping the name for TLS', async () => {
    const resolveHost = (name: string) =>
      Promise.resolve(name === 'smtp.example.com' ? ['93.184.215.14'] : ['10.0.0.1']);
    await expect(checkSmtpTarget('smtp.example.com', { allowedHosts: [], resolveHost })).resolves.toEqual({
      connectTo: '93.184.215.14',
      servername: 'smtp.example.com',
    });
    // A name that resolves to a private address is refused like the address itself.
    await expect(checkSmtpTarget('relay.example.com', { allowedHosts: [], resolveHost })).rejects.toThrow(
      /SMTP_ALLOWED_HOSTS/,
    );
  });
});
