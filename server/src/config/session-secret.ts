import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SESSION_SECRET_LENGTH = 32;

export type SessionSecretResult = { ok: true; secret: string } | { ok: false; message: string };

type SessionSecretInput = {
  provided: string | undefined;
  /** null when storage is in memory: nothing outlives the process, so neither should the secret. */
  dataDir: string | null;
};

/**
 * Without SESSION_SECRET (allowed outside production, where replicas would have to share one) a
 * secret is generated on first start and kept in DATA_DIR, so sessions survive restarts with no setup.
 */
export function resolveSessionSecret({ provided, dataDir }: SessionSecretInput): SessionSecretResult {
  if (provided !== undefined) return { ok: true, secret: provided };
  if (dataDir === null) return { ok: true, secret: generateSecret() };
  try {
    return { ok: true, secret: readOrCreateSecretFile(join(dataDir, 'session-secret')) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: `is unset and a generated one could not be stored in ${dataDir}: ${reason}`,
    };
  }
}

function readOrCreateSecretFile(path: string): string {
  const existing = readIfPresent(path);
  if (existing !== null && existing.length >= MIN_SESSION_SECRET_LENGTH) return existing;
  mkdirSync(join(path, '..'), { recursive: true });
  const secret = generateSecret();
  try {
    // 'wx' so two processes starting together cannot overwrite each other's secret.
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: existing === null ? 'wx' : 'w' });
    return secret;
  } catch (error) {
    const winner = readIfPresent(path);
    if (winner !== null && winner.length >= MIN_SESSION_SECRET_LENGTH) return winner;
    throw error;
  }
}

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}
