// The openai provider: any OpenAI-compatible chat completions endpoint (OpenAI, Azure, Ollama, vLLM,
// LM Studio) through the official SDK, with per-attempt timeouts and bounded retries.
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import type { AiConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { AiProvider } from '../ai-provider';
import { buildChatSystemPrompt } from '../prompts/chat-prompt';
import { openAiExplain } from './openai-explain';
import { openAiReply } from './openai-reply';
import { isOpenAiReachable } from './reachability';
import { openAiAnalyzeImage } from '../vision/openai-vision';

export type OpenAiProviderOptions = {
  config: AiConfig['openai'] & { apiKey: string };
  logger: Logger;
  /** Fixed in tests; otherwise random per process, so it cannot be learned from another deployment. */
  canary?: string;
};

export function createOpenAiProvider({
  config,
  logger,
  canary = newCanary(),
}: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? undefined,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  const systemPrompt = buildChatSystemPrompt(canary);
  return {
    kind: 'openai',
    reply: (request) => openAiReply({ client, model: config.model, systemPrompt, canary }, request),
    explain: (request) =>
      openAiExplain({ client, model: config.model, timeoutMs: config.explainTimeoutMs, logger }, request),
    analyzeImage: (request) => openAiAnalyzeImage({ client, model: config.visionModel, logger }, request),
    checkReachable: (timeoutMs) => isOpenAiReachable(client, timeoutMs),
  };
}

function newCanary(): string {
  return `SC-CANARY-${randomBytes(8).toString('hex')}`;
}
