/** The popup's account line: who is signed in on the site (the extension shares that session) and quota left. */
import { createApiClient, type ApiClient } from '../lib/api-client';
import { getServerUrl, getSettings } from '../lib/settings';
import type { Account } from '../messaging/protocol';

export async function getAccount(
  createClient: (serverUrl: string) => ApiClient = createApiClient,
): Promise<Account> {
  const serverUrl = await getServerUrl();
  // Local checks only: the extension does not contact the server at all, not even to ask who is signed in.
  if ((await getSettings()).localOnly) return { serverUrl, user: null, quota: null, localOnly: true };
  const client = createClient(serverUrl);
  const [user, quota] = await Promise.all([client.currentUser(), client.quota()]);
  return {
    serverUrl,
    user: user.ok ? { email: user.data.email, name: user.data.name, plan: user.data.plan } : null,
    quota: quota.ok ? quota.data : null,
    localOnly: false,
  };
}
