// The admin's "AI provider" switch: while it is off, chat replies and report summaries come from the
// offline provider and no image is shown to a vision model; switching it back on needs no restart.
import type { AiProvider } from '../ai/ai-provider';
import { createOfflineProvider } from '../ai/offline-provider';

export function withAiProviderFlag(configured: AiProvider, isEnabled: () => boolean): AiProvider {
  // The offline provider is what "off" falls back to, so there is nothing to switch.
  if (configured.kind === 'offline') return configured;
  const offline = createOfflineProvider();
  const active = () => (isEnabled() ? configured : offline);
  const { analyzeImage } = configured;
  return {
    get kind() {
      return active().kind;
    },
    reply: (request) => active().reply(request),
    explain: (request) => active().explain(request),
    analyzeImage:
      analyzeImage === undefined
        ? undefined
        : (request) => (isEnabled() ? analyzeImage(request) : Promise.resolve({ status: 'off' })),
    // The status page reports on the configured endpoint even while the switch is off.
    checkReachable: configured.checkReachable,
  };
}
