/** Asks the configured ScamCheck server whether it is up, for the popup's status line. */
import { z } from 'zod';

export const HEALTH_TIMEOUT_MS = 5_000;

export const UNREACHABLE_REASONS = [
  'timeout',
  'http-error',
  'invalid-response',
  'network-error',
  // The popup got no usable answer from the background, so it never learnt the server's state.
  'extension-error',
] as const;

export const ServerStatusSchema = z.discriminatedUnion('reachable', [
  z.object({ reachable: z.literal(true), version: z.string() }),
  z.object({
    reachable: z.literal(false),
    reason: z.enum(UNREACHABLE_REASONS),
    detail: z.string().optional(),
  }),
]);
export type ServerStatus = z.infer<typeof ServerStatusSchema>;

// Only what the popup shows; the server's full health contract belongs to the shared API schemas.
const HealthBodySchema = z.object({ version: z.string().min(1).max(64) });

export async function getServerStatus(
  serverUrl: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
): Promise<ServerStatus> {
  try {
    // One signal bounds the whole exchange, headers and body alike.
    const response = await fetchImpl(`${serverUrl}/api/health`, {
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
      headers: { accept: 'application/json' },
    });
    const text = await response.text();
    if (!response.ok) return { reachable: false, reason: 'http-error', detail: `HTTP ${response.status}` };
    const body = HealthBodySchema.safeParse(parseJson(text));
    if (!body.success) return { reachable: false, reason: 'invalid-response' };
    return { reachable: true, version: body.data.version };
  } catch (error) {
    return { reachable: false, reason: isTimeout(error) ? 'timeout' : 'network-error' };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}
