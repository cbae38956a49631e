import { readableText, truncate } from './text-cleanup';

export type InstructionSource =
  'hidden-element' | 'comment' | 'meta' | 'attribute' | 'hidden-input' | 'visible-text';

export interface InstructionFinding {
  source: InstructionSource;
  /** Stable id of the phrase family that matched. */
  phrase: string;
  /** The cleaned-up text around the match, at most 200 characters. */
  excerpt: string;
}

/**
 * Phrases aimed at an AI reviewer rather than a human visitor. Matched on
 * lower-cased text after invisible characters are removed, so "Ig\u200Bnore previous…" still counts.
 */
const PHRASES: { id: string; pattern: RegExp }[] = [
  {
    id: 'ignore-previous-instructions',
    pattern:
      /\b(ignore|disregard|forget|override)\s+(all\s+|any\s+)?(of\s+)?(the\s+|your\s+)?(previous|prior|above|earlier|preceding|system)\s+(instructions?|prompts?|rules|messages|directions)/,
  },
  {
    id: 'you-are-an-ai',
    pattern:
      /\byou\s+are\s+(now\s+)?(an?\s+)?(ai|artificial intelligence|(large\s+)?language model|llm|chatbot|gpt)\b/,
  },
  { id: 'as-a-language-model', pattern: /\bas\s+an?\s+(ai|(large\s+)?language model)\b/ },
  {
    id: 'declare-site-safe',
    pattern:
      /\b(mark|classify|rate|label|flag|report|treat|consider)\s+(this|the)\s+(site|website|page|domain|url|link)\s+as\s+(safe|legit|legitimate|trusted|trustworthy|verified|secure|not\s+(a\s+)?(scam|phishing))/,
  },
  {
    id: 'claims-verified-safe',
    pattern:
      /\b(this|the)\s+(site|website|page|domain)\s+(is|has\s+been)\s+(officially\s+|already\s+)?(verified|certified|confirmed)\s+(as\s+)?(safe|legit|legitimate|trusted|secure)/,
  },
  {
    id: 'score-override',
    pattern:
      /\b(set|give|assign|output|return|respond\s+with)\s+(it\s+|this\s+site\s+)?(a\s+|the\s+)?(trust\s+|risk\s+|safety\s+)?(score|verdict|rating)\s*(of|to|=|:)?\s*(\d{1,3}|safe|trusted|legit)\b/,
  },
  { id: 'system-prompt', pattern: /\b(system\s+prompt|new\s+instructions\s*:|developer\s+mode|jailbreak)/ },
  { id: 'do-not-warn', pattern: /\bdo\s+not\s+(flag|warn|report|alert)\b/ },
];

const MAX_FINDINGS = 20;

export function findInstructions(
  candidates: { source: InstructionSource; text: string }[],
): InstructionFinding[] {
  const findings: InstructionFinding[] = [];
  for (const candidate of candidates) {
    const text = readableText(candidate.text).toLowerCase();
    for (const { id, pattern } of PHRASES) {
      const match = pattern.exec(text);
      if (match === null) continue;
      const start = Math.max(0, match.index - 60);
      findings.push({ source: candidate.source, phrase: id, excerpt: truncate(text.slice(start), 200) });
      if (findings.length >= MAX_FINDINGS) return findings;
    }
  }
  return findings;
}
