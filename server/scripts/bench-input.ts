// pnpm bench:input
// Worst-case time to refuse a hostile payload, per text field: 100,000 spaces, tabs, line breaks or
// letters in the field, (1) parsed by the field's shared schema, (2) sent to the real app over HTTP
// (body parsing, the odd-character guard, validation). Every text field is measured before it is
// trimmed, cleaned or matched, so each should take well under a millisecond at the schema and a few
// milliseconds over HTTP. Loopback only; prints numbers only and stops by itself.
import {
  AdminUserListQuerySchema,
  AnalyzeRequestSchema,
  ChatEmailRequestSchema,
  ChatRequestSchema,
  CreateApiKeyRequestSchema,
  CreateCommentRequestSchema,
  DEFAULT_EMAIL_SETTINGS,
  DevLoginRequestSchema,
  ReportCommentRequestSchema,
  TestEmailRequestSchema,
  UnwrapRequestSchema,
  UpdateEmailSettingsRequestSchema,
  UpdateUserRequestSchema,
} from '@scamcheck/shared';
import request from 'supertest';
import type { z } from 'zod';
import { createTestApp } from '../src/test-helpers';

const SIZE = 100_000;
const PAYLOADS: Record<string, string> = {
  spaces: ' '.repeat(SIZE),
  tabs: '\t'.repeat(SIZE),
  'line breaks': '\n'.repeat(SIZE),
  'blank lines': ' \n'.repeat(SIZE / 2),
  letters: 'a'.repeat(SIZE),
  'letters and at signs': 'a@'.repeat(SIZE / 2),
};
const ROUNDS = 20;

/** Valid settings apart from the field under test. */
const emailSettings = { ...DEFAULT_EMAIL_SETTINGS, host: 'smtp.example.com' };

type Field = { name: string; schema: z.ZodType; body: (value: string) => unknown };

const FIELDS: Field[] = [
  { name: 'analyze: domain', schema: AnalyzeRequestSchema, body: (domain) => ({ domain }) },
  { name: 'unwrap: url', schema: UnwrapRequestSchema, body: (url) => ({ url }) },
  { name: 'comment: text', schema: CreateCommentRequestSchema, body: (text) => ({ rating: 3, text }) },
  { name: 'comment report: reason', schema: ReportCommentRequestSchema, body: (reason) => ({ reason }) },
  {
    name: 'chat: message',
    schema: ChatRequestSchema,
    body: (content) => ({ messages: [{ role: 'user', content }] }),
  },
  { name: 'chat: email', schema: ChatEmailRequestSchema, body: (email) => ({ email }) },
  { name: 'account: name', schema: UpdateUserRequestSchema, body: (name) => ({ name }) },
  { name: 'api key: name', schema: CreateApiKeyRequestSchema, body: (name) => ({ name }) },
  { name: 'trial sign-in: email', schema: DevLoginRequestSchema, body: (email) => ({ email, role: 'user' }) },
  {
    name: 'email settings: host',
    schema: UpdateEmailSettingsRequestSchema,
    body: (host) => ({ ...emailSettings, host }),
  },
  {
    name: 'email settings: user',
    schema: UpdateEmailSettingsRequestSchema,
    body: (user) => ({ ...emailSettings, user }),
  },
  {
    name: 'email settings: recipient',
    schema: UpdateEmailSettingsRequestSchema,
    body: (address) => ({ ...emailSettings, recipients: [address] }),
  },
  { name: 'test email: to', schema: TestEmailRequestSchema, body: (to) => ({ to }) },
  { name: 'admin users: search', schema: AdminUserListQuerySchema, body: (q) => ({ q }) },
];

function worstMs(run: () => void): number {
  run(); // warm-up: JIT and lazy schema set-up are not what is measured
  let worst = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    run();
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

function benchSchemas(): void {
  console.log(`Schema: worst of ${ROUNDS} parses per payload of ${SIZE.toLocaleString('en')} characters`);
  for (const field of FIELDS) {
    let worst = { ms: 0, payload: '' };
    for (const [payload, value] of Object.entries(PAYLOADS)) {
      const ms = worstMs(() => {
        if (field.schema.safeParse(field.body(value)).success)
          throw new Error(`${field.name} accepted ${payload}`);
      });
      if (ms > worst.ms) worst = { ms, payload };
    }
    console.log(`  ${field.name.padEnd(28)} ${worst.ms.toFixed(3).padStart(8)} ms  (${worst.payload})`);
  }
}

/** Anonymous routes, so the whole path a stranger's request takes is measured. */
const HTTP_ROUTES: { name: string; path: string; body: (value: string) => object }[] = [
  { name: 'POST /api/analyze', path: '/api/analyze', body: (domain) => ({ domain }) },
  { name: 'POST /api/unwrap', path: '/api/unwrap', body: (url) => ({ url }) },
  {
    name: 'POST /api/ai/chat',
    path: '/api/ai/chat',
    body: (content) => ({ messages: [{ role: 'user', content }] }),
  },
  {
    name: 'POST /api/client-errors',
    path: '/api/client-errors',
    body: (message) => ({ message, route: '/' }),
  },
];

async function benchHttp(): Promise<void> {
  const testApp = await createTestApp({ env: { PLAN_ENFORCEMENT: 'off' } });
  try {
    console.log(`HTTP: worst answer per route over the payloads (status answered)`);
    await request(testApp.app).post('/api/analyze').send({ domain: ' ' }); // warm-up
    for (const route of HTTP_ROUTES) {
      let worst = { ms: 0, payload: '', status: 0 };
      for (const [payload, value] of Object.entries(PAYLOADS)) {
        for (let round = 0; round < 3; round++) {
          const started = performance.now();
          const res = await request(testApp.app).post(route.path).send(route.body(value));
          const ms = performance.now() - started;
          if (res.status < 400 || res.status >= 500) throw new Error(`${route.name} answered ${res.status}`);
          if (ms > worst.ms) worst = { ms, payload, status: res.status };
        }
      }
      console.log(
        `  ${route.name.padEnd(28)} ${worst.ms.toFixed(1).padStart(8)} ms  (${worst.payload}, ${worst.status})`,
      );
    }
  } finally {
    await testApp.close();
  }
}

benchSchemas();
await benchHttp();
