// POST /api/analyze-message: check a pasted SMS, e-mail, chat or social-media message for scams.
// The same analysis runs on the text read from a screenshot, on the extension's "Check selected text"
// and when a message is pasted into the assistant. Score: 0–100, higher = safer, bands as for sites.
import { z } from 'zod';
import { UnavailableCheckSchema } from '../checks/check';
import { BandSchema } from '../scoring/bands';
import { ImageLinkSchema } from './analyze-image';

export const MESSAGE_CHANNELS = ['sms', 'email', 'chat', 'social'] as const;
export const MessageChannelSchema = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

/** Longest message accepted, in UTF-16 code units, checked on the raw text before any other work. */
export const MESSAGE_MAX_CHARS = 10_000;

export const MESSAGE_INPUT_MESSAGES = {
  missing: 'Please paste a message to check',
  tooLong: `Message is too long. Paste at most ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`,
} as const;

export const AnalyzeMessageRequestSchema = z.object({
  text: z
    .string({ error: MESSAGE_INPUT_MESSAGES.missing })
    .max(MESSAGE_MAX_CHARS, { error: MESSAGE_INPUT_MESSAGES.tooLong })
    .refine((text) => text.trim() !== '', { error: MESSAGE_INPUT_MESSAGES.missing }),
  channel: MessageChannelSchema.optional(),
});
export type AnalyzeMessageRequest = z.infer<typeof AnalyzeMessageRequestSchema>;

/**
 * `scam`: fraud or phishing (asks for money or credentials, or sends you to a fake site);
 * `suspicious`: some warning signs, not enough to call it a scam; `spam`: unwanted marketing, not fraud;
 * `no-signs`: nothing suspicious found (which is not a guarantee).
 */
export const MESSAGE_VERDICTS = ['scam', 'suspicious', 'spam', 'no-signs'] as const;
export const MessageVerdictSchema = z.enum(MESSAGE_VERDICTS);
export type MessageVerdict = z.infer<typeof MessageVerdictSchema>;

export const MESSAGE_VERDICT_LABELS: Record<MessageVerdict, string> = {
  scam: 'Scam',
  suspicious: 'Suspicious',
  spam: 'Spam, not a scam',
  'no-signs': 'No scam signs found',
};

export const MESSAGE_FAMILIES = [
  'delivery-fee',
  'bank-account',
  'card-transaction',
  'government',
  'toll-fine',
  'prize',
  'job',
  'investment',
  'romance',
  'family-impersonation',
  'tech-support',
  'premium-rate',
  'extortion',
  'subscription-renewal',
  'account-security',
  'qr-payment',
  'marketplace',
] as const;
export const MessageFamilySchema = z.enum(MESSAGE_FAMILIES);
export type MessageFamily = z.infer<typeof MessageFamilySchema>;

/** The three moves of a scam message; each is the quoted text that made it, or null when absent. */
export const MessageStagesSchema = z.object({
  /** What draws you in: a prize, a parcel, a problem with your account, a friendly hello. */
  hook: z.string().nullable(),
  /** What it wants: money, a payment, card or login details, a call, a click, a reply. */
  request: z.string().nullable(),
  /** How it hurries you: deadlines, threats, "final notice". */
  pressure: z.string().nullable(),
});
export type MessageStages = z.infer<typeof MessageStagesSchema>;

export const PHONE_KINDS = [
  'premium-rate',
  'personal',
  'toll-free',
  'mobile',
  'short-code',
  'landline',
  'unknown',
] as const;

export const MessagePhoneSchema = z.object({
  /** As written in the message. */
  text: z.string(),
  kind: z.enum(PHONE_KINDS),
  /** ISO 3166 alpha-2 code when the format tells it. */
  country: z.string().nullable(),
  /** One short sentence on why this kind matters ("UK premium-rate numbers cost up to £3.60 a minute"). */
  note: z.string().nullable(),
});

export const MessageAmountSchema = z.object({
  text: z.string(),
  /** ISO 4217 code, or null when only a number was written next to a money word. */
  currency: z.string().nullable(),
  value: z.number().nullable(),
});

export const MessageBrandSchema = z.object({
  name: z.string(),
  officialDomain: z.string(),
  /** A link in the message goes somewhere other than the brand's own domains. */
  linksElsewhere: z.boolean(),
});

export const MessageEntitiesSchema = z.object({
  /** Each link with its URL verdict (lexical engine, like screenshot links). */
  links: z.array(ImageLinkSchema),
  phones: z.array(MessagePhoneSchema),
  emails: z.array(z.string()),
  amounts: z.array(MessageAmountSchema),
  brands: z.array(MessageBrandSchema),
});
export type MessageEntities = z.infer<typeof MessageEntitiesSchema>;

export const MessageFindingSchema = z.object({
  code: z.string(),
  family: MessageFamilySchema.nullable(),
  title: z.string(),
  /** The words of the message that were seen, quoted whole (never cut mid-word). */
  evidence: z.string(),
  /** `harm`: evidence of a scam; `trust`: evidence of an ordinary message. */
  axis: z.enum(['harm', 'trust']),
  points: z.number(),
});
export type MessageFinding = z.infer<typeof MessageFindingSchema>;

export const MessageAdviceSchema = z.object({
  family: MessageFamilySchema.nullable(),
  /** Ordered steps for someone who has not replied or paid. */
  whatToDo: z.array(z.string()),
  /** Ordered steps for someone who already replied, clicked, paid or gave details. */
  ifAlreadyReplied: z.array(z.string()),
});

export const MessageClassifierSchema = z.object({
  /** Calibrated probability that the text is a scam, from the trained text model. */
  scamProbability: z.number().min(0).max(1),
  /** Calibrated probability that it is marketing spam. */
  spamProbability: z.number().min(0).max(1),
  /** Model name and training date. */
  model: z.string(),
});

export const MessageAnalysisResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  band: BandSchema,
  verdict: MessageVerdictSchema,
  /** Two or three plain sentences: the verdict and why. */
  summary: z.string(),
  channel: MessageChannelSchema.nullable(),
  families: z.array(MessageFamilySchema),
  stages: MessageStagesSchema,
  findings: z.array(MessageFindingSchema),
  entities: MessageEntitiesSchema,
  classifier: MessageClassifierSchema.nullable(),
  advice: MessageAdviceSchema,
  /** Checks that could not run (e.g. a link that could not be scored); never counted as evidence. */
  unavailable: z.array(UnavailableCheckSchema),
});
export type MessageAnalysisResult = z.infer<typeof MessageAnalysisResultSchema>;
