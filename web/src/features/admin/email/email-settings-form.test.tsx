import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const SAVED = {
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  user: 'mailer',
  passwordSet: true,
  from: 'alerts@example.com',
  recipients: ['ops@example.com'],
  alerts: { comments: true, chatEmails: false },
};

describe('/admin/email-settings', () => {
  it('never shows the saved password, keeps it when left empty, and sends recipients as a list', async () => {
    const requests = stubAdmin({ '/api/admin/email-settings': () => jsonResponse(SAVED) });
    renderRoute('/admin/email-settings');
    const password = await screen.findByLabelText('Password', {}, PAGE_LOAD);
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', '•••••• (saved)');

    const recipients = screen.getByRole('textbox', { name: /Alert recipients/ });
    await userEvent.clear(recipients);
    await userEvent.type(recipients, 'ops@example.com, security@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /leaves an email/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save email settings' }));

    expect(await screen.findByText('Email settings saved')).toBeInTheDocument();
    const [body] = bodiesOf(requests, 'PUT', '/api/admin/email-settings');
    expect(body).toEqual({
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
      user: 'mailer',
      from: 'alerts@example.com',
      recipients: ['ops@example.com', 'security@example.com'],
      alerts: { comments: true, chatEmails: true },
    });
  });

  it('sends an empty password when the saved one is to be removed, and disables the field', async () => {
    const requests = stubAdmin({ '/api/admin/email-settings': () => jsonResponse(SAVED) });
    renderRoute('/admin/email-settings');
    const password = await screen.findByLabelText('Password', {}, PAGE_LOAD);
    await userEvent.type(password, 'typed-then-dropped');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove the saved password' }));
    expect(password).toBeDisabled();
    expect(password).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(await screen.findByText('Email settings saved')).toBeInTheDocument();
    expect(bodiesOf(requests, 'PUT', '/api/admin/email-settings')[0]).toMatchObject({ password: '' });
  });

  it('points at the wrong field instead of sending', async () => {
    const requests = stubAdmin({ '/api/admin/email-settings': () => jsonResponse(SAVED) });
    renderRoute('/admin/email-settings');
    const port = await screen.findByRole('spinbutton', { name: 'Port' }, PAGE_LOAD);
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.type(screen.getByRole('textbox', { name: /Alert recipients/ }), ' not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(await screen.findByText('The port is a number from 1 to 65535')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(bodiesOf(requests, 'PUT', '/api/admin/email-settings')).toHaveLength(0);
  });

  it("shows the SMTP server's reason when the test email fails", async () => {
    const requests = stubAdmin({
      '/api/admin/email-settings': () => jsonResponse(SAVED),
      '/api/admin/email-settings/test': () =>
        jsonResponse(
          { error: { code: 'UPSTREAM_FAILED', message: 'Sending failed: 535 Invalid login' } },
          502,
        ),
    });
    renderRoute('/admin/email-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Send test email' }, PAGE_LOAD));
    expect(await screen.findByText('Test email failed')).toBeInTheDocument();
    expect(screen.getByText('Sending failed: 535 Invalid login')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(requests, 'POST', '/api/admin/email-settings/test')).toEqual([
        { to: 'ops@example.com' },
      ]),
    );
  });
});
