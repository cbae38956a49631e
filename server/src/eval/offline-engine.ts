// The scorer `pnpm eval:urls` uses: the server's own engine with live checks off, built by the same
// container `POST /api/analyze` runs in (bundled popularity snapshot included, no feeds downloaded,
// in-memory storage), fed through the same input validation. Nothing is stored.
import { normalizeTarget, validateDomainInput, type DomainReport } from '@scamcheck/shared';
import { loadConfig } from '../config';
import { closeContainer, createContainer } from '../container';

export type OfflineVerdict = { report: DomainReport } | { refused: string };

export type OfflineEngine = {
  judge(url: string): Promise<OfflineVerdict>;
  close(): Promise<void>;
};

export async function createOfflineEngine(): Promise<OfflineEngine> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LIVE_CHECKS: 'off',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    OCR_WARM_ON_START: 'off',
  });
  const container = await createContainer(config);
  return {
    async judge(url) {
      const valid = validateDomainInput(url);
      if (!valid.ok) return { refused: valid.message };
      return { report: await container.engine.analyze(normalizeTarget(valid.value)) };
    },
    close: () => closeContainer(container),
  };
}
