import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server on loopback (POST /v1/chat/completions), so tests run the
 * production SDK path. Each request is answered by a responder that sees what the SDK sent and picks
 * a reply: content (optionally JSON for structured output), a refusal, a cut-off, a malformed body,
 * an HTTP error, or a slow answer.
 */

export type CompletionMessage = { role: string; content: string };

export type CompletionRequest = {
  model: string;
  messages: CompletionMessage[];
  /** The response_format sent with structured-output requests (json_schema), if any. */
  responseFormat: unknown;
  maxCompletionTokens: number | null;
  authorization: string | undefined;
  /** The whole body as sent, for assertions on anything else. */
  body: Record<string, unknown>;
};

export type CompletionReply =
  | { content: string; finishReason?: 'stop' | 'length' }
  /** Structured output: `json` is serialised as the message content. */
  | { json: unknown; finishReason?: 'stop' | 'length' }
  | { refusal: string }
  | { httpStatus: number; body?: string; headers?: Record<string, string> }
  /** A 200 whose body is not the JSON the protocol promises. */
  | { rawBody: string }
  | { delayMs: number; then: CompletionReply };

export type CompletionResponder = (request: CompletionRequest) => CompletionReply | Promise<CompletionReply>;

export interface OpenAiServer {
  /** e.g. http://127.0.0.1:41234/v1 — what OPENAI_BASE_URL is set to. */
  baseUrl: string;
  requests: CompletionRequest[];
  respondWith(responder: CompletionResponder): void;
  close(): Promise<void>;
}

export async function startOpenAiServer(responder: CompletionResponder): Promise<OpenAiServer> {
  let respond = responder;
  const requests: CompletionRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      sendJson(res, 404, {
        error: { message: `No route ${req.method ?? ''} ${req.url ?? ''}`, type: 'invalid_request_error' },
      });
      return;
    }
    const request = toCompletionRequest(req, await readJson(req));
    requests.push(request);
    await send(res, request, await respond(request));
  }
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (next) => {
      respond = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function send(res: ServerResponse, request: CompletionRequest, reply: CompletionReply): Promise<void> {
  if ('delayMs' in reply) {
    // A client that gave up (timeout) closes the socket; answering it then is harmless.
    await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    await send(res, request, reply.then);
    return;
  }
  if ('httpStatus' in reply) {
    res.writeHead(reply.httpStatus, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body ?? JSON.stringify({ error: { message: 'test error', type: 'server_error' } }));
    return;
  }
  if ('rawBody' in reply) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(reply.rawBody);
    return;
  }
  const message =
    'refusal' in reply
      ? { role: 'assistant', content: null, refusal: reply.refusal }
      : {
          role: 'assistant',
          content: 'json' in reply ? JSON.stringify(reply.json) : reply.content,
          refusal: null,
        };
  const finishReason = 'refusal' in reply ? 'stop' : (reply.finishReason ?? 'stop');
  sendJson(res, 200, {
    id: `chatcmpl-test-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

function toCompletionRequest(req: IncomingMessage, body: Record<string, unknown>): CompletionRequest {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  return {
    model: typeof body.model === 'string' ? body.model : '',
    messages: messages.map((message: unknown) => ({
      role: String(readField(message, 'role')),
      content: String(readField(message, 'content')),
    })),
    responseFormat: body.response_format,
    maxCompletionTokens: typeof body.max_completion_tokens === 'number' ? body.max_completion_tokens : null,
    authorization: req.headers.authorization,
    body,
  };
}

function readField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}
