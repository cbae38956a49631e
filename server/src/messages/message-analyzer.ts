// The message analyzer: one entry point for pasted messages, screenshot text, the extension's selected
// text and messages pasted into the assistant. (First cut: the interface; the classifier, scam families
// and entity checks land behind it.)
import { bandForScore, type MessageAnalysisResult, type MessageChannel } from '@scamcheck/shared';

export type MessageInput = { text: string; channel?: MessageChannel };

export type MessageAnalyzer = { analyze(input: MessageInput): MessageAnalysisResult };

export function createMessageAnalyzer(): MessageAnalyzer {
  return {
    analyze({ channel }) {
      const score = 50;
      return {
        score,
        band: bandForScore(score),
        verdict: 'suspicious',
        summary: 'This message could not be judged yet.',
        channel: channel ?? null,
        families: [],
        stages: { hook: null, request: null, pressure: null },
        findings: [],
        entities: { links: [], phones: [], emails: [], amounts: [], brands: [] },
        classifier: null,
        advice: { family: null, whatToDo: [], ifAlreadyReplied: [] },
        unavailable: [{ id: 'message-analyzer', detail: 'not built yet' }],
      };
    },
  };
}
