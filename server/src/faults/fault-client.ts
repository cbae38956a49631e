/**
 * What the fault tests (and the load bench) do to a running server over plain HTTP, as a browser or an
 * API client would: trial sign-in, analyses and comments. Every answer is returned, never thrown, so a
 * caller can count what the server acknowledged.
 */

/** The PUBLIC_URL the child servers are given; writes must come from this origin. */
export const FAULT_PUBLIC_URL = 'http://localhost:5000';

export type Answer = { status: number; body: unknown };

/** A network failure (connection refused or reset, e.g. the process was killed) as status 0. */
export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(60_000) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FAULT_PUBLIC_URL, ...headers },
    body: JSON.stringify(body),
  });
}

/** A signed-in browser: its cookies and anti-forgery token. */
export type Session = { cookie: string; csrf: string };

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Signs in through the trial sign-in (DEV_LOGIN=on), as the /login page does. */
export async function signIn(
  baseUrl: string,
  email: string,
  role: 'user' | 'admin' = 'user',
): Promise<Session> {
  const jar = new Map<string, string>();
  const first = await fetch(`${baseUrl}/api/csrf`);
  cookiesOf(first, jar);
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: FAULT_PUBLIC_URL,
      'X-CSRF-Token': token,
      Cookie: header(jar),
    },
    body: JSON.stringify({ email, role }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  cookiesOf(login, jar);
  const csrf = jar.get('csrf-token');
  if (csrf === undefined) throw new Error('sign-in set no csrf-token cookie');
  return { cookie: header(jar), csrf: decodeURIComponent(csrf) };
}

export function analyze(baseUrl: string, target: string, headers: Record<string, string> = {}) {
  return postJson(`${baseUrl}/api/analyze`, { domain: target }, headers);
}

export function postComment(baseUrl: string, session: Session, domain: string, text: string) {
  return postJson(
    `${baseUrl}/api/domain/${encodeURIComponent(domain)}/comments`,
    { rating: 2, text },
    { Cookie: session.cookie, 'X-CSRF-Token': session.csrf },
  );
}

/** The id in an acknowledged analysis or comment answer. */
export function idOf(answer: Answer): string | null {
  const body = answer.body;
  if (typeof body !== 'object' || body === null) return null;
  if ('id' in body && typeof body.id === 'string') return body.id;
  if ('comment' in body) return idOf({ status: answer.status, body: body.comment });
  return null;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
