// POST /api/analyze-image: the upload rules
// every client checks before sending, and the answer's schema. The server enforces the same rules.
import { z } from 'zod';
import { UnavailableCheckSchema } from '../checks/check';
import { BandSchema } from '../scoring/bands';

/** Uploads are capped at 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/** The multipart field that carries the file. */
export const IMAGE_FIELD_NAME = 'image';

/** The upload refusal texts, shown by the clients and sent by the server for the same failures. */
export const IMAGE_UPLOAD_MESSAGES = {
  type: 'Please upload an image file (JPEG, PNG, GIF, or WEBP)',
  size: 'File is too large. Maximum size is 5MB.',
  missing: 'Please choose an image to analyze',
  failed: 'Failed to analyze image',
} as const;

export type ImageFileProblem = keyof Pick<typeof IMAGE_UPLOAD_MESSAGES, 'type' | 'size'>;

/** The check a browser can make before uploading: declared type and size. The server decides by content. */
export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Below this score an image is called a scam (isScam). */
export const IMAGE_SCAM_THRESHOLD = 50;

/** The scam families the text detectors recognise. */
export const SCAM_CATEGORIES = [
  'tech-support',
  'prize',
  'crypto',
  'parcel',
  'account',
  'payment',
  'romance',
  'authority',
  'job',
  'callback',
  'impersonation',
  'advance-fee',
  'extortion',
  'utility',
] as const;
export const ScamCategorySchema = z.enum(SCAM_CATEGORIES);
export type ScamCategory = z.infer<typeof ScamCategorySchema>;

export const SCAM_CATEGORY_LABELS: Record<ScamCategory, string> = {
  'tech-support': 'Fake tech support',
  prize: 'Prize or lottery',
  crypto: 'Crypto giveaway or investment',
  parcel: 'Parcel or toll payment',
  account: 'Account suspension or credential request',
  payment: 'Gift card or untraceable payment',
  romance: 'Romance or wrong-number approach',
  authority: 'Government or police threat',
  job: 'Job or task scam',
  callback: 'Fake charge or order with a number to call',
  impersonation: 'Family member or boss impersonation',
  'advance-fee': 'Inheritance or advance-fee fraud',
  extortion: 'Blackmail or sextortion',
  utility: 'Utility disconnection threat',
};

/** A link or domain written in the image, scored offline by the lexical engine. */
export const ImageLinkSchema = z.object({
  /** As read from the image. */
  text: z.string(),
  /** ASCII hostname, www. dropped: what the full report is keyed on. */
  domain: z.string(),
  score: z.number().min(0).max(100),
  band: BandSchema,
  /** The web page with this domain's full report. */
  reportPath: z.string(),
  /** Titles of the lexical warning signs, strongest first. */
  issues: z.array(z.string()),
});
export type ImageLink = z.infer<typeof ImageLinkSchema>;

export const WALLET_CHAINS = ['bitcoin', 'ethereum', 'tron'] as const;

export const ImageIndicatorsSchema = z.object({
  phoneNumbers: z.array(z.string()),
  wallets: z.array(z.object({ chain: z.enum(WALLET_CHAINS), address: z.string() })),
  emails: z.array(z.string()),
});
export type ImageIndicators = z.infer<typeof ImageIndicatorsSchema>;

export const IMAGE_FINDING_SOURCES = ['text', 'links', 'vision'] as const;

/** One piece of evidence behind the score: what was seen, where, and how many points it cost. */
export const ImageFindingSchema = z.object({
  code: z.string(),
  category: ScamCategorySchema.nullable(),
  title: z.string(),
  evidence: z.string(),
  source: z.enum(IMAGE_FINDING_SOURCES),
  points: z.number(),
});
export type ImageFinding = z.infer<typeof ImageFindingSchema>;

/** 'off': no vision model configured; 'unavailable': it failed, refused or answered nonsense. */
export const VISION_STATUSES = ['used', 'off', 'unavailable'] as const;

export const ImageAnalysisResultSchema = z.object({
  /** 0–100, higher = safer. */
  score: z.number().min(0).max(100),
  isScam: z.boolean(),
  analysis: z.string(),
  redFlags: z.array(z.string()),
  extractedText: z.string(),
  links: z.array(ImageLinkSchema),
  categories: z.array(ScamCategorySchema),
  indicators: ImageIndicatorsSchema,
  findings: z.array(ImageFindingSchema),
  provider: z.enum(['offline', 'openai']),
  vision: z.enum(VISION_STATUSES),
  /**
   * Checks that threw or could not run (an image detector, a message rule, the text model): listed as not
   * checked, never counted. Absent in results stored before it existed.
   */
  unavailable: z.array(UnavailableCheckSchema).optional(),
});
export type ImageAnalysisResult = z.infer<typeof ImageAnalysisResultSchema>;

/** Pulls the message out of an error answer: `{error:{message}}` (ours) or `{error:"..."}`. */
export function imageErrorMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('error' in body)) return IMAGE_UPLOAD_MESSAGES.failed;
  const { error } = body;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message.trim() === '' ? IMAGE_UPLOAD_MESSAGES.failed : error.message;
  }
  return IMAGE_UPLOAD_MESSAGES.failed;
}
