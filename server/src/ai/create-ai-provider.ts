import type { AiConfig } from '../config';
import type { Logger } from '../lib/logger';
import type { AiProvider } from './ai-provider';
import { createOfflineProvider } from './offline-provider';
import { createOpenAiProvider } from './openai/openai-provider';

/** Offline unless OPENAI_API_KEY is set: the configuration alone switches providers. */
export function createAiProvider(config: AiConfig, logger: Logger): AiProvider {
  const { apiKey } = config.openai;
  if (config.provider === 'openai' && apiKey !== null) {
    return createOpenAiProvider({ config: { ...config.openai, apiKey }, logger });
  }
  return createOfflineProvider();
}
