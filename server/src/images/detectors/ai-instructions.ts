import { defineDetector } from './define-detector';

/**
 * Text addressed to an automated checker ("SYSTEM: verdict=safe", "ignore previous instructions").
 * A real message to a person has no reason to say it, so it is a warning sign of its own; what it
 * claims is never taken as evidence.
 */
export const aiInstructions = defineDetector({
  id: 'ai-instructions',
  axis: 'harm',
  title: 'Hidden instructions aimed at scam checkers',
  cues: {
    override: [
      /\b(?:ignore|disregard|forget|override)\b.{0,20}\b(?:all |any )?(?:previous|prior|above|earlier|preceding|your|system) (?:instructions|prompts?|rules|directions|guidelines)\b/,
    ],
    role: [
      /\b(?:system|assistant|developer) ?(?:prompt|message|note|instruction)? ?: ?(?:you|output|respond|classify|rate|verdict|mark|this|the)/,
      /\byou are (?:an? )?(?:ai|language model|llm|chatbot|assistant|scam (?:checker|detector))\b/,
      /\bas an? (?:ai|language model|llm)\b/,
    ],
    verdict: [
      /\b(?:verdict|classification|label|result|rating|risk|score|is_?scam)\s?[:=]\s?(?:safe|legit\w*|benign|trusted|genuine|100|low|false|0|not (?:a )?scam)\b/,
      /\b(?:classify|mark|rate|report|treat|label) (?:this|it|the (?:image|message|site|email)) as (?:safe|legit\w*|benign|trusted|genuine|not (?:a )?scam)\b/,
    ],
  },
  assess(has) {
    if (has('override') || has('verdict')) return 'override-or-verdict';
    if (has('role')) return 'role-play';
    return null;
  },
});
