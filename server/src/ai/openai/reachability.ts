// The admin status page's "AI reachable" light: one cheap request (GET /models) with a short timeout
// and no retries. Any HTTP answer below 500 counts as reachable (an endpoint without /models, such as
// some local servers, still answers 404); a refused connection, a timeout or a 5xx does not.
import OpenAI from 'openai';

export async function isOpenAiReachable(client: OpenAI, timeoutMs: number): Promise<boolean> {
  try {
    await client.models.list({ timeout: timeoutMs, maxRetries: 0 });
    return true;
  } catch (error) {
    return error instanceof OpenAI.APIError && error.status !== undefined && error.status < 500;
  }
}
