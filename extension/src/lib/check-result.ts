/**
 * The result of a right-click check, written by the background into storage.session and shown by the result
 * page (result.html?id=…). Session storage: results vanish when the browser closes and never sync.
 */
import { MessageAnalysisResultSchema } from '@scamcheck/shared';
import { z } from 'zod';
import { storage } from 'wxt/utils/storage';
import { SiteCheckSchema } from '../background/site-check';

export const MAX_KEPT_RESULTS = 20;

const Base = { id: z.string(), subject: z.string(), startedAt: z.number() };
const CheckKindSchema = z.enum(['image', 'link', 'message']);
export type CheckKind = z.infer<typeof CheckKindSchema>;

export const CheckResultSchema = z.discriminatedUnion('state', [
  z.object({ ...Base, state: z.literal('pending'), kind: CheckKindSchema }),
  z.object({
    ...Base,
    state: z.literal('image'),
    result: z.object({
      score: z.number().min(0).max(100),
      isScam: z.boolean(),
      analysis: z.string(),
      redFlags: z.array(z.string()),
    }),
  }),
  z.object({ ...Base, state: z.literal('link'), url: z.string(), check: SiteCheckSchema }),
  z.object({ ...Base, state: z.literal('message'), result: MessageAnalysisResultSchema }),
  z.object({
    ...Base,
    state: z.literal('failed'),
    kind: CheckKindSchema,
    title: z.string(),
    message: z.string(),
  }),
]);
export type CheckResult = z.infer<typeof CheckResultSchema>;

const ResultsSchema = z.record(z.string(), z.unknown()).catch({});

export const checkResultsItem = storage.defineItem<Record<string, unknown>>('session:checkResults', {
  fallback: {},
  version: 1,
});

export async function saveCheckResult(result: CheckResult): Promise<void> {
  const results = ResultsSchema.parse(await checkResultsItem.getValue());
  results[result.id] = result;
  const valid: CheckResult[] = [];
  for (const value of Object.values(results)) {
    const parsed = CheckResultSchema.safeParse(value);
    if (parsed.success) valid.push(parsed.data);
  }
  const kept = valid.sort((a, b) => b.startedAt - a.startedAt).slice(0, MAX_KEPT_RESULTS);
  await checkResultsItem.setValue(Object.fromEntries(kept.map((entry) => [entry.id, entry])));
}

export async function readCheckResult(id: string): Promise<CheckResult | null> {
  const parsed = CheckResultSchema.safeParse(ResultsSchema.parse(await checkResultsItem.getValue())[id]);
  return parsed.success ? parsed.data : null;
}
