import type { ImageAnalysisResult } from '@scamcheck/shared';
import { isScamAwareness } from './detectors/scam-awareness';
import { runDetectors } from './detectors/run-detectors';
import { gateImage } from './gate/gate-image';
import { findBrandMismatches } from './links/brand-mismatch';
import { scoreLinks } from './links/score-links';
import type { OcrPool } from './ocr/ocr-pool';
import { prepareForOcr } from './ocr/prepare-for-ocr';
import { buildTextFacts } from './text/text-facts';
import { scoreImage } from './verdict/score-image';
import { redFlagsOf, writeAnalysis } from './verdict/write-analysis';
import { prepareForVision } from './vision/prepare-for-vision';
import type { VisionOutcome } from '../ai/vision/vision-types';

/**
 * The image pipeline (DESIGN §6): gate → OCR (and, when configured, the vision model, in parallel) →
 * text cleanup → detectors, links scored by the lexical engine, brand-vs-link check → score and words.
 */
export type VisionReader = (jpeg: Buffer, signal?: AbortSignal) => Promise<VisionOutcome>;

export type ImageAnalyzerDeps = {
  ocr: OcrPool;
  provider: ImageAnalysisResult['provider'];
  /** Absent: no vision model configured (offline provider). Must never throw. */
  readVision?: VisionReader;
};

export type ImageAnalysis = { result: ImageAnalysisResult; sha256: string };

export type ImageAnalyzer = { analyze(bytes: Buffer, signal?: AbortSignal): Promise<ImageAnalysis> };

export function createImageAnalyzer({ ocr, provider, readVision }: ImageAnalyzerDeps): ImageAnalyzer {
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
      const image = await gateImage(bytes);
      const [read, vision] = await Promise.all([
        prepareForOcr(image.png, image.width, image.height).then((prepared) => ocr.recognize(prepared)),
        see(image.png, signal),
      ]);
      const facts = buildTextFacts(read.text);
      const hits = runDetectors(facts);
      const links = scoreLinks(facts.links);
      const mismatches = findBrandMismatches(facts.text, links);
      const hasText = facts.match.replace(/[^a-z0-9]/g, '').length >= 4;
      const isAwareness = isScamAwareness(facts.match);
      const verdict = scoreImage({ hasText, isAwareness, hits, links, mismatches, vision });
      const result: ImageAnalysisResult = {
        score: verdict.score,
        isScam: verdict.isScam,
        // Always our own words: a model's prose about attacker-written content could contradict the score.
        analysis: writeAnalysis(verdict, links, hasText),
        redFlags: redFlagsOf(verdict.findings),
        extractedText: facts.text,
        links: links.map(({ text, domain, score, band, reportPath, issues }) => ({
          text,
          domain,
          score,
          band,
          reportPath,
          issues,
        })),
        categories: verdict.categories,
        indicators: facts.indicators,
        findings: verdict.findings,
        provider,
        vision: vision.status,
      };
      return { result, sha256: image.sha256 };
    },
  };
}
