/**
 * "Check this image for scams" and "Check this link": each opens a result page at once, then fills it in.
 * The image goes to the server only as the upload the user asked for; a link is checked by its origin only.
 */
import { saveCheckResult, type CheckKind, type CheckResult } from '../lib/check-result';
import { createApiClient, type ApiClient, type ApiFailure } from '../lib/api-client';
import { describeFailure, RATE_LIMIT_TITLE, type FailureText } from '../lib/describe-failure';
import { checkableHost } from '../lib/host';
import { getServerUrl, getSettings } from '../lib/settings';
import { fetchImage } from './image-fetch';
import type { SiteChecker } from './site-check';

export const LOCAL_ONLY_IMAGE_MESSAGE =
  'Image checks send the image to the ScamCheck server. Turn off "Local checks only" in the options to use them.';

export type RightClickDeps = {
  checker: SiteChecker;
  /** Shows the result page of a check (a new tab in the real extension). */
  openResult: (id: string) => Promise<void>;
  createClient?: (serverUrl: string) => ApiClient;
  fetchImpl?: typeof fetch;
};

/** Opens the result page of a new check at once, in its pending state; the check then calls `finish`. */
export async function startCheck(kind: CheckKind, subject: string, deps: RightClickDeps) {
  const base = { id: crypto.randomUUID(), subject, startedAt: Date.now() };
  await saveCheckResult({ ...base, state: 'pending', kind });
  await deps.openResult(base.id);
  const finish = async (result: CheckResult) => {
    await saveCheckResult(result);
    return base.id;
  };
  return {
    base,
    finish,
    fail: (title: string, message: string) => finish({ ...base, state: 'failed', kind, title, message }),
  };
}

/** The title of a failed server call: the spec's rate-limit title, or the check's own failure title. */
export function failureTitle(failure: ApiFailure, fallback: string): FailureText {
  const text = describeFailure(failure);
  return { title: text.title === RATE_LIMIT_TITLE ? text.title : fallback, message: text.message };
}

export async function checkImage(srcUrl: string, pageUrl: string | undefined, deps: RightClickDeps) {
  const { base, finish, fail } = await startCheck('image', imageSubject(srcUrl, pageUrl), deps);
  if ((await getSettings()).localOnly) return fail('Local checks only', LOCAL_ONLY_IMAGE_MESSAGE);
  const image = await fetchImage(srcUrl, deps.fetchImpl);
  if (!image.ok) return fail('Image Analysis Failed', image.message);
  const client = (deps.createClient ?? createApiClient)(await getServerUrl());
  const answer = await client.analyzeImage(image.blob, image.fileName);
  if (!answer.ok) {
    const { title, message } = failureTitle(answer.failure, 'Image Analysis Failed');
    return fail(title, message);
  }
  const { score, isScam, analysis, redFlags } = answer.data;
  return finish({ ...base, state: 'image', result: { score, isScam, analysis, redFlags } });
}

export async function checkLink(linkUrl: string, deps: RightClickDeps) {
  const page = checkableHost(linkUrl);
  const base = {
    id: crypto.randomUUID(),
    subject: page.kind === 'checkable' ? page.host : linkUrl.slice(0, 200),
    startedAt: Date.now(),
  };
  await saveCheckResult({ ...base, state: 'pending', kind: 'link' });
  await deps.openResult(base.id);
  if (page.kind !== 'checkable') {
    await saveCheckResult({
      ...base,
      state: 'failed',
      kind: 'link',
      title: 'This link cannot be checked',
      message: 'Only links to websites (http and https) can be checked.',
    });
    return base.id;
  }
  // 'auto': a fresh cached or stored verdict is reused before a new analysis is spent on the link.
  const check = await deps.checker.check(page.url, 'auto');
  await saveCheckResult({ ...base, state: 'link', url: page.url, check });
  return base.id;
}

function imageSubject(srcUrl: string, pageUrl: string | undefined): string {
  if (srcUrl.startsWith('data:')) {
    const page = checkableHost(pageUrl);
    return page.kind === 'checkable'
      ? `Image embedded in a page on ${page.host}`
      : 'Image embedded in a page';
  }
  const source = checkableHost(srcUrl);
  return source.kind === 'checkable' ? `Image from ${source.host}` : 'Image';
}
