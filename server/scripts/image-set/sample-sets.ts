// The labelled screenshot sets are data: samples/<set>.json holds { about, scam, benign }, each a map from
// sample id (the image's file name) to what layouts.ts draws. The order of the ids is kept: it decides
// which images are written as JPEG.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Sample } from './layouts';

export const SET_NAMES = ['dev', 'holdout', 'fresh', 'final'] as const;
export type SetName = (typeof SET_NAMES)[number];

const chatLines = z.array(z.strictObject({ from: z.enum(['them', 'me']), text: z.string() })).min(1);
const paragraphs = z.array(z.string()).min(1);

const sampleSchema: z.ZodType<Sample> = z.discriminatedUnion('layout', [
  z.strictObject({
    layout: z.literal('sms'),
    sender: z.string(),
    messages: chatLines,
    dark: z.boolean().optional(),
  }),
  z.strictObject({
    layout: z.literal('chat'),
    sender: z.string(),
    messages: chatLines,
    dark: z.boolean().optional(),
  }),
  z.strictObject({
    layout: z.literal('email'),
    from: z.string(),
    subject: z.string(),
    body: paragraphs,
    button: z.string().optional(),
    footer: z.string().optional(),
  }),
  z.strictObject({
    layout: z.literal('popup'),
    title: z.string(),
    body: paragraphs,
    tone: z.enum(['red', 'blue', 'white']),
  }),
  z.strictObject({ layout: z.literal('post'), author: z.string(), handle: z.string(), body: paragraphs }),
  z.strictObject({ layout: z.literal('page'), site: z.string(), heading: z.string(), body: paragraphs }),
  z.strictObject({ layout: z.literal('notification'), app: z.string(), title: z.string(), body: z.string() }),
]);

const setSchema = z.strictObject({
  about: z.string(),
  scam: z.record(z.string(), sampleSchema),
  benign: z.record(z.string(), sampleSchema),
});
export type SampleSet = z.infer<typeof setSchema>;

export function loadSampleSet(name: SetName): SampleSet {
  const file = join(import.meta.dirname, 'samples', `${name}.json`);
  const parsed = setSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
