import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { analysesContract } from './analyses.contract';
import { apiKeysContract } from './api-keys.contract';
import { chatsContract } from './chats.contract';
import { commentModerationContract } from './comment-moderation.contract';
import { commentsContract } from './comments.contract';
import { errorEventsContract } from './error-events.contract';
import { imageAnalysesContract } from './image-analyses.contract';
import { feedsContract, popularityContract } from './feeds-popularity.contract';
import { useFreshStorage, type OpenStorage } from './fresh-storage';
import { sessionsContract, settingsContract } from './sessions-settings.contract';
import { usageAnalyticsContract } from './usage-analytics.contract';
import { usageEventsContract } from './usage-events.contract';
import { urlAnalysesContract } from './url-analyses.contract';
import { usersContract } from './users.contract';

/**
 * The behaviour every storage adapter must show, as a caller sees it. Each adapter's test file
 * calls this with a function that opens an empty storage (called once per describe block).
 */
export function describeStorageContract(label: string, open: OpenStorage): void {
  describe(label, () => {
    let ran = 0;
    afterEach(() => {
      ran += 1;
    });
    // Printed so a CI log shows which adapters the contract ran against (failures are reported by vitest).
    afterAll(() => console.info(`${label}: ran ${ran} contract tests`));

    describe('connection', () => {
      const storage = useFreshStorage(open);

      it('answers a ping as healthy, with a latency', async () => {
        const ping = await storage().ping();
        expect(ping.healthy).toBe(true);
        expect(ping.latencyMs).toBeGreaterThanOrEqual(0);
        expect(['pglite', 'pglite-memory', 'postgres', 'mongodb']).toContain(storage().adapter);
      });
    });

    describe('after close', () => {
      it('reports itself unhealthy instead of throwing, and closing again is harmless', async () => {
        const storage = await open();
        await storage.close();
        expect((await storage.ping()).healthy).toBe(false);
        await expect(storage.close()).resolves.toBeUndefined();
      });
    });

    sessionsContract(open);
    settingsContract(open);
    analysesContract(open);
    urlAnalysesContract(open);
    feedsContract(open);
    popularityContract(open);
    chatsContract(open);
    imageAnalysesContract(open);
    usersContract(open);
    apiKeysContract(open);
    commentsContract(open);
    commentModerationContract(open);
    errorEventsContract(open);
    usageEventsContract(open);
    usageAnalyticsContract(open);
  });
}
