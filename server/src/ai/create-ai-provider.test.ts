import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { createAiProvider } from './create-ai-provider';

const base = { NODE_ENV: 'test', DATABASE_URL: 'memory://' };
const logger = createLogger('silent');

describe('choosing the AI provider from configuration', () => {
  it('is offline by default, with documented defaults', () => {
    const config = loadConfig(base);
    expect(config.ai).toMatchObject({
      provider: 'offline',
      openai: {
        apiKey: null,
        baseUrl: null,
        model: 'gpt-4o-mini',
        visionModel: 'gpt-4o-mini',
        maxRetries: 1,
      },
      chatRateLimitPerHour: 60,
    });
    expect(createAiProvider(config.ai, logger).kind).toBe('offline');
  });

  it('switches to the openai provider when OPENAI_API_KEY is set, with no code change', () => {
    const config = loadConfig({
      ...base,
      OPENAI_API_KEY: 'sk-anything',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.1',
    });
    expect(config.ai.openai).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      visionModel: 'llama3.1',
    });
    expect(createAiProvider(config.ai, logger).kind).toBe('openai');
  });

  it('refuses bad AI settings at start, naming each one', () => {
    const failure = (() => {
      try {
        loadConfig({
          ...base,
          OPENAI_BASE_URL: 'ftp://models',
          AI_TIMEOUT_MS: 'soon',
          CHAT_RATE_LIMIT_PER_HOUR: '0',
        });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(ConfigError);
    const issues = failure instanceof ConfigError ? failure.issues.join('\n') : '';
    expect(issues).toContain('OPENAI_BASE_URL');
    expect(issues).toContain('AI_TIMEOUT_MS');
    expect(issues).toContain('CHAT_RATE_LIMIT_PER_HOUR');
  });
});
