import type { ImageAnalysisResult, OnUnavailable } from '@scamcheck/shared';
import { runTextChecks } from './detectors/text-checks';
import { notChecked, scoreLinks, toImageLink } from './links/score-links';
import type { ImageReader } from './ocr/image-reader';
import { buildTextFacts } from './text/text-facts';
import { findAddressBar } from './verdict/address-bar';
import { scoreImage } from './verdict/score-image';
import { redFlagsOf, writeAnalysis } from './verdict/write-analysis';
import { prepareForVision } from './vision/prepare-for-vision';
import type { VisionOutcome } from '../ai/vision/vision-types';
import { createMessageAnalyzer, type MessageAnalyzer } from '../messages/message-analyzer';

/**
 * The image pipeline: gate → OCR (and, when configured, the vision model, in parallel) →
 * text cleanup → the message analyzer on the text read (scam families, trained classifier, links scored
 * by the lexical engine, brand-vs-link check), the browser address bar, text aimed at checkers → score
 * and words.
 */
export type VisionReader = (jpeg: Buffer, signal?: AbortSignal) => Promise<VisionOutcome>;

export type ImageAnalyzerDeps = {
  /** The gate and OCR (in a child process in the server). */
  ocr: ImageReader;
  provider: ImageAnalysisResult['provider'];
  /** Absent: no vision model configured (offline provider). Must never throw. */
  readVision?: VisionReader;
  /** Absent: one is created with the committed model. */
  messages?: MessageAnalyzer;
  /** Told of each image detector that threw, with its error (the server logs it). */
  onUnavailable?: OnUnavailable;
};

export type ImageAnalysis = { result: ImageAnalysisResult; sha256: string };

export type ImageAnalyzer = { analyze(bytes: Buffer, signal?: AbortSignal): Promise<ImageAnalysis> };

export function createImageAnalyzer({
  ocr,
  provider,
  readVision,
  messages,
  onUnavailable,
}: ImageAnalyzerDeps): ImageAnalyzer {
  const messageAnalyzer = messages ?? createMessageAnalyzer();

  async function see(png: Buffer, signal?: AbortSignal): Promise<VisionOutcome> {
    if (readVision === undefined) return { status: 'off' };
    try {
      return await readVision(await prepareForVision(png), signal);
    } catch {
      return { status: 'unavailable', reason: 'error' };
    }
  }

  return {
    async analyze(bytes, signal) {
      const image = await ocr.gate(bytes);
      const [read, vision] = await Promise.all([ocr.read(image), see(image.png, signal)]);
      const facts = buildTextFacts(read.text);
      const hasText = facts.match.replace(/[^a-z0-9]/g, '').length >= 4;
      const message = messageAnalyzer.analyze({ text: hasText ? facts.text : ' ' });
      const links = scoreLinks(facts.links, onUnavailable);
      const checks = runTextChecks(facts, onUnavailable);
      const verdict = scoreImage({
        hasText,
        isAwareness: checks.isAwareness,
        message,
        manipulation: checks.manipulation,
        links,
        addressBar: findAddressBar(facts.text, links),
        vision,
      });
      const result: ImageAnalysisResult = {
        score: verdict.score,
        isScam: verdict.isScam,
        // Always our own words: a model's prose about attacker-written content could contradict the score.
        analysis: writeAnalysis(verdict, links, hasText),
        redFlags: redFlagsOf(verdict.findings),
        extractedText: facts.text,
        links: links.map(toImageLink),
        categories: verdict.categories,
        indicators: facts.indicators,
        findings: verdict.findings,
        provider,
        vision: vision.status,
        unavailable: [
          ...message.unavailable,
          ...notChecked(checks.unavailable, links).filter(
            ({ id }) => !message.unavailable.some((listed) => listed.id === id),
          ),
        ],
      };
      return { result, sha256: image.sha256 };
    },
  };
}
