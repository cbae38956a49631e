import { createHash, randomBytes } from 'node:crypto';
import express from 'express';
import { z } from 'zod';

/**
 * A real OAuth 2.0 authorization server on loopback that speaks Google's protocol (authorization code
 * with PKCE, token endpoint, OpenID userinfo), so tests run the production sign-in code end to end.
 * It approves every authorization request with `nextProfile`, or denies it when `nextDecision` says so.
 */

export type FakeGoogleProfile = Record<string, unknown>;

export type FakeGoogle = {
  env: Record<string, string>;
  /** The userinfo the next approved sign-in returns (Google's claim names: sub, email, email_verified…). */
  nextProfile: FakeGoogleProfile;
  nextDecision: 'approve' | 'deny';
  /** Token requests as received, to check what the server sent (PKCE verifier, redirect URI…). */
  tokenRequests: Record<string, unknown>[];
  close(): Promise<void>;
};

type IssuedCode = { profile: FakeGoogleProfile; redirectUri: string; challenge: string | null };

const FormSchema = z.record(z.string(), z.unknown());

const CLIENT_ID = 'scamcheck-test-client';
const CLIENT_SECRET = 'scamcheck-test-secret';

function token(): string {
  return randomBytes(16).toString('hex');
}

function query(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeGoogleProfile>();
  const app = express();
  app.use(express.urlencoded({ extended: false }));

  const fake: Omit<FakeGoogle, 'env' | 'close'> = {
    nextProfile: { sub: '1000', email: 'person@example.com', email_verified: true, name: 'Test Person' },
    nextDecision: 'approve',
    tokenRequests: [],
  };

  app.get('/o/oauth2/v2/auth', (req, res) => {
    const redirectUri = query(req.query.redirect_uri);
    const state = query(req.query.state);
    if (
      query(req.query.client_id) !== CLIENT_ID ||
      redirectUri === undefined ||
      req.query.response_type !== 'code'
    ) {
      res.status(400).send('invalid_request');
      return;
    }
    const target = new URL(redirectUri);
    if (state !== undefined) target.searchParams.set('state', state);
    if (fake.nextDecision === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = token();
      const challenge =
        req.query.code_challenge_method === 'S256' ? (query(req.query.code_challenge) ?? null) : null;
      codes.set(code, { profile: fake.nextProfile, redirectUri, challenge });
      target.searchParams.set('code', code);
    }
    res.redirect(target.href);
  });

  app.post('/token', (req, res) => {
    const body = FormSchema.parse(req.body ?? {});
    fake.tokenRequests.push(body);
    const issued = codes.get(query(body.code) ?? '');
    // A code works once (replays fail), only for this client, redirect URI and PKCE verifier.
    codes.delete(query(body.code) ?? '');
    const verifier = query(body.code_verifier) ?? '';
    const isValid =
      issued !== undefined &&
      body.grant_type === 'authorization_code' &&
      body.client_id === CLIENT_ID &&
      body.client_secret === CLIENT_SECRET &&
      body.redirect_uri === issued.redirectUri &&
      (issued.challenge === null ||
        createHash('sha256').update(verifier).digest('base64url') === issued.challenge);
    if (!isValid) {
      res.status(400).json({ error: 'invalid_grant' });
      return;
    }
    const accessToken = token();
    accessTokens.set(accessToken, issued.profile);
    res.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
    });
  });

  app.get('/v1/userinfo', (req, res) => {
    const bearer =
      /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1] ?? query(req.query.access_token);
    const profile = accessTokens.get(bearer ?? '');
    if (profile === undefined) {
      res.status(401).json({ error: 'invalid_token', error_description: 'Invalid Credentials' });
      return;
    }
    res.json(profile);
  });

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/v1/userinfo`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
