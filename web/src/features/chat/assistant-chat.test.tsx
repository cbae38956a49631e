import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, pending, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { CHAT_SUGGESTIONS } from './chat-content';
import { useChatStore } from './chat-store';

const CHAT_ID = '6f1c2a8e-3b7d-4c1e-9a2f-5d8e7b6c4a31';
const REPLY = 'Call your bank first. Our [Scammed? page](/scammed) lists every step.';

function chatReply(content = REPLY, chatId = CHAT_ID) {
  return () => jsonResponse({ chatId, choices: [{ message: { role: 'assistant', content } }] });
}

function chatBodies(requests: RecordedRequest[]) {
  return requests
    .filter((request) => new URL(request.url, window.location.href).pathname === '/api/ai/chat')
    .map((request) => JSON.parse(String(request.body)) as Record<string, unknown>);
}

const panel = () => within(screen.getByRole('dialog', { name: 'ScamCheck Assistant' }));
const input = () => panel().getByRole('textbox', { name: 'Your question' });

async function openChat() {
  await userEvent.click(screen.getByRole('button', { name: 'Open the ScamCheck assistant' }));
  await screen.findByRole('dialog', { name: 'ScamCheck Assistant' });
}

async function ask(text: string) {
  await userEvent.type(input(), `${text}{Enter}`);
}

beforeEach(() => {
  useChatStore.setState(useChatStore.getInitialState());
});

describe('the assistant chat', () => {
  it('opens from the floating button with the welcome, suggestions and the note that chats are saved', async () => {
    stubFetch({});
    renderRoute('/about');
    await openChat();
    expect(panel().getByText(/I'm the ScamCheck assistant/)).toBeInTheDocument();
    const suggestions = panel().getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...CHAT_SUGGESTIONS]);
    expect(panel().getByText(/Conversations are saved/)).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Close the assistant' }));
    expect(screen.queryByRole('dialog', { name: 'ScamCheck Assistant' })).toBeNull();
  });

  it('stays open while the page is used, and Escape closes it with focus back on the button', async () => {
    stubFetch({});
    renderRoute('/about');
    await openChat();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('dialog', { name: 'ScamCheck Assistant' })).toBeInTheDocument();
    await userEvent.click(input());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'ScamCheck Assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the ScamCheck assistant' })).toHaveFocus();
  });

  it('sends a clicked suggestion after a short delay, with the hidden system message first', async () => {
    const requests = stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await userEvent.click(panel().getByRole('button', { name: 'How do I spot a phishing email?' }));
    expect(chatBodies(requests)).toHaveLength(0);
    await waitFor(() => expect(chatBodies(requests)).toHaveLength(1));
    const [body] = chatBodies(requests);
    expect(body).not.toHaveProperty('chatId');
    expect(body?.messages).toEqual([
      { role: 'system', content: expect.any(String) },
      { role: 'assistant', content: expect.stringContaining('ScamCheck assistant') },
      { role: 'user', content: 'How do I spot a phishing email?' },
    ]);
    expect(await panel().findByRole('link', { name: 'Scammed? page' })).toHaveAttribute('href', '/scammed');
  });

  it('sends on Enter, keeps Shift+Enter for new lines, and ignores blank messages', async () => {
    const requests = stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await ask('   ');
    await userEvent.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(chatBodies(requests)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chatBodies(requests)).toHaveLength(1));
    expect(chatBodies(requests)[0]?.messages).toContainEqual({
      role: 'user',
      content: 'first line\nsecond line',
    });
  });

  it('disables the input and send button with a spinner while the reply is awaited', async () => {
    const requests = stubFetch({ '/api/ai/chat': pending });
    renderRoute('/about');
    await openChat();
    await ask('Is this a scam?');
    expect(input()).toBeDisabled();
    expect(panel().getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(panel().getByTestId('chat-spinner')).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Send' }));
    expect(chatBodies(requests)).toHaveLength(1);
  });

  it('opens an answer link inside the app', async () => {
    stubFetch({ '/api/ai/chat': chatReply() });
    const { router } = renderRoute('/about');
    await openChat();
    await ask('I was scammed');
    await userEvent.click(await panel().findByRole('link', { name: 'Scammed? page' }));
    expect(router.state.location.pathname).toBe('/scammed');
  });

  it('continues the conversation with the chat id the server returned', async () => {
    const requests = stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await ask('first');
    await panel().findByRole('link', { name: 'Scammed? page' });
    await userEvent.click(panel().getByRole('button', { name: 'No thanks' }));
    await ask('second');
    await waitFor(() => expect(chatBodies(requests)).toHaveLength(2));
    expect(chatBodies(requests)[1]).toMatchObject({ chatId: CHAT_ID });
  });

  it('shows the failure toast and logs the error when the assistant cannot answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ '/api/ai/chat': () => new Response('{"error":{}}', { status: 503 }) });
    renderRoute('/about');
    await openChat();
    await ask('Hello');
    expect(await screen.findByText('Failed to get response')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to the AI assistant. Please try again later.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(input()).toBeEnabled();
  });
});

describe('the optional email prompt', () => {
  it('appears after the first reply; Save stays disabled until the email is valid', async () => {
    stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    expect(panel().queryByRole('textbox', { name: 'Email address' })).toBeNull();
    await ask('Hello');
    const email = await panel().findByRole('textbox', { name: 'Email address' });
    const save = panel().getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(email, 'me@example');
    expect(save).toBeDisabled();
    await userEvent.type(email, '.com');
    expect(save).toBeEnabled();
  });

  it("answers Enter on an invalid email with 'Invalid email'", async () => {
    stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await ask('Hello');
    await userEvent.type(await panel().findByRole('textbox', { name: 'Email address' }), 'nope{Enter}');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('saves a valid email to the conversation, confirms it, hides the prompt and sends it with later messages', async () => {
    const requests = stubFetch({
      '/api/ai/chat': chatReply(),
      [`/api/ai/chat/${CHAT_ID}/email`]: () => new Response(null, { status: 204 }),
    });
    renderRoute('/about');
    await openChat();
    await ask('Hello');
    await userEvent.type(await panel().findByRole('textbox', { name: 'Email address' }), 'me@example.com');
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email saved')).toBeInTheDocument();
    expect(screen.getByText("We'll use this email if you need further assistance.")).toBeInTheDocument();
    expect(panel().queryByRole('textbox', { name: 'Email address' })).toBeNull();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toContain(`/api/ai/chat/${CHAT_ID}/email`);
    expect(JSON.parse(String(put?.body))).toEqual({ email: 'me@example.com' });

    await ask('One more question');
    await waitFor(() => expect(chatBodies(requests)).toHaveLength(2));
    expect(chatBodies(requests)[1]).toMatchObject({ userEmail: 'me@example.com', chatId: CHAT_ID });
  });

  it("hides the prompt for good after 'No thanks'", async () => {
    stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await ask('Hello');
    await userEvent.click(await panel().findByRole('button', { name: 'No thanks' }));
    await ask('Again');
    await waitFor(() => expect(panel().getAllByRole('link', { name: 'Scammed? page' })).toHaveLength(2));
    expect(panel().queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });
});

describe('Restart Chat and Back to Main', () => {
  it('Restart Chat clears the messages, the input and the chat id', async () => {
    const requests = stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await ask('first');
    await panel().findByRole('link', { name: 'Scammed? page' });
    await userEvent.type(input(), 'draft');
    await userEvent.click(panel().getByRole('button', { name: 'Restart Chat' }));
    expect(input()).toHaveValue('');
    expect(panel().queryByText('first')).toBeNull();
    expect(panel().queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(panel().getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
    await ask('fresh start');
    await waitFor(() => expect(chatBodies(requests)).toHaveLength(2));
    expect(chatBodies(requests)[1]).not.toHaveProperty('chatId');
  });

  it('Back to Main shows the welcome and suggestions again, in the same conversation', async () => {
    const requests = stubFetch({ '/api/ai/chat': chatReply() });
    renderRoute('/about');
    await openChat();
    await ask('first');
    await panel().findByRole('link', { name: 'Scammed? page' });
    await userEvent.click(panel().getByRole('button', { name: 'Back to Main' }));
    expect(panel().queryByText('first')).toBeNull();
    await userEvent.click(panel().getByRole('button', { name: 'How does the trust score work?' }));
    await waitFor(() => expect(chatBodies(requests)).toHaveLength(2));
    expect(chatBodies(requests)[1]).toMatchObject({ chatId: CHAT_ID });
  });
});
