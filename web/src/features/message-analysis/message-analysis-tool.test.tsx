import { MESSAGE_INPUT_MESSAGES, MESSAGE_MAX_CHARS } from '@scamcheck/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { DELIVERY_SCAM_SMS, deliveryScamResult } from '../../test/message-result-factory';
import { renderWithProviders } from '../../test/render-with-providers';
import { OFFLINE_MESSAGE } from '../../lib/api-error';
import { MessageAnalysisTool } from './message-analysis-tool';

const RESULT_LOAD = { timeout: 5000 };

function renderTool() {
  renderWithProviders(<MessageAnalysisTool />);
  return {
    box: screen.getByLabelText('Paste the message'),
    channel: screen.getByLabelText('Where did it arrive? (optional)'),
    submit: screen.getByRole('button', { name: 'Check message' }),
  };
}

describe('MessageAnalysisTool', () => {
  it('sends the pasted message with its channel and shows the result in a live region', async () => {
    const requests = stubFetch({ 'POST /api/analyze-message': () => jsonResponse(deliveryScamResult()) });
    const user = userEvent.setup();
    const { box, channel, submit } = renderTool();
    await user.click(box);
    await user.paste(DELIVERY_SCAM_SMS);
    await user.selectOptions(channel, 'SMS / text');
    await user.click(submit);

    const result = await screen.findByRole('region', { name: 'Message analysis result' }, RESULT_LOAD);
    expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent('Scam');
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
    const sent = requests.find((request) => request.url.endsWith('/api/analyze-message'));
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(String(sent?.body))).toEqual({ text: DELIVERY_SCAM_SMS, channel: 'sms' });
  });

  it('leaves the channel out when the visitor is not sure', async () => {
    const requests = stubFetch({ 'POST /api/analyze-message': () => jsonResponse(deliveryScamResult()) });
    const { box, submit } = renderTool();
    fireEvent.change(box, { target: { value: 'Hi Mum, I lost my phone' } });
    fireEvent.click(submit);
    await screen.findByRole('region', { name: 'Message analysis result' }, RESULT_LOAD);
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ text: 'Hi Mum, I lost my phone' });
  });

  it('asks for a message when the box is empty or blank, without sending anything', async () => {
    const requests = stubFetch({});
    const { box, submit } = renderTool();
    fireEvent.change(box, { target: { value: '   \n ' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_INPUT_MESSAGES.missing);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('counts characters and refuses an over-long message before sending it', async () => {
    const requests = stubFetch({});
    const { box, submit } = renderTool();
    fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_MAX_CHARS + 1) } });
    expect(screen.getByText('10,001 / 10,000 characters')).toBeInTheDocument();
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_INPUT_MESSAGES.tooLong);
    expect(requests).toEqual([]);
  });

  it("shows the server's sentence on a refusal, never the raw answer", async () => {
    const message = 'Rate limit exceeded. Please try again in 120 seconds.';
    stubFetch({
      'POST /api/analyze-message': () => jsonResponse({ error: { code: 'RATE_LIMITED', message } }, 429),
    });
    const { box, submit } = renderTool();
    fireEvent.change(box, { target: { value: DELIVERY_SCAM_SMS } });
    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rate Limit Exceeded');
    expect(alert).toHaveTextContent('Please try again in 120 seconds.');
    expect(alert.textContent).not.toContain('{');
  });

  it("'Try Again' dismisses the card and keeps the message to edit, without sending it again", async () => {
    const requests = stubFetch({
      'POST /api/analyze-message': () =>
        jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'The message is too long' } }, 400),
    });
    const { box, submit } = renderTool();
    fireEvent.change(box, { target: { value: DELIVERY_SCAM_SMS } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The message is too long');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(box).toHaveValue(DELIVERY_SCAM_SMS);
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Check message' })).toBeEnabled();
    expect(requests.filter((request) => request.url.endsWith('/api/analyze-message'))).toHaveLength(1);
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { box, submit } = renderTool();
    fireEvent.change(box, { target: { value: DELIVERY_SCAM_SMS } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
  });
});
