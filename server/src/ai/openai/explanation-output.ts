// The structured output of a report summary. The model is asked for this JSON schema (strict mode)
// and its answer is parsed again here, so a server that ignores the schema cannot slip anything by.
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { parseStructuredOutput } from './parse-structured-output';
import { countSentences } from '../assistant/sentences';
import { MAX_SCORE_ADJUSTMENT } from '../prompts/explain-prompt';

const MARKUP = /[<>]|\]\(|https?:\/\/|www\./i;

export const ExplanationOutputSchema = z.strictObject({
  summary: z
    .string()
    .trim()
    .min(20)
    .max(700)
    .refine((summary) => !MARKUP.test(summary), { error: 'summary must be plain text' })
    .refine((summary) => countSentences(summary) <= 4, { error: 'summary must be at most 4 sentences' }),
  scoreAdjustment: z.number().int().min(-MAX_SCORE_ADJUSTMENT).max(MAX_SCORE_ADJUSTMENT),
});
export type ExplanationOutput = z.infer<typeof ExplanationOutputSchema>;

export const EXPLANATION_RESPONSE_FORMAT = zodResponseFormat(
  z.strictObject({
    summary: z.string().describe('2 to 4 plain sentences explaining the verdict'),
    scoreAdjustment: z.number().int().min(-MAX_SCORE_ADJUSTMENT).max(MAX_SCORE_ADJUSTMENT),
  }),
  'report_explanation',
);

/** The validated output, or null for anything else (not JSON, extra fields, out of range, markup). */
export function parseExplanationOutput(content: string | null | undefined): ExplanationOutput | null {
  return parseStructuredOutput(ExplanationOutputSchema, content);
}
