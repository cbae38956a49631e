import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { QUOTA_WINDOW_SECONDS } from '@scamcheck/shared';

/**
 * Fixed-window counters (rate-limiter-flexible): in this process's memory by default, in Redis when
 * REDIS_URL is set so every replica shares them. A hit increments atomically and returns the new
 * count (a Lua script in Redis), so N concurrent requests see N distinct counts (docs/security.md).
 */

export type WindowCount = {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends; 0 when the key has no window open. */
  resetInSeconds: number;
};

export type WindowCounter = {
  hit(key: string): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
};

export type RateLimits = {
  /** Analyses per hour (plans). */
  quota: WindowCounter;
  /** Sign-in attempts per address. */
  login: WindowCounter;
  /** Where the counters live and whether that store answers (admin status page). */
  health(): Promise<RateLimitStoreHealth>;
  close(): Promise<void>;
};

export type RateLimitStoreHealth = { kind: 'memory' | 'redis'; healthy: boolean };

const REDIS_PING_TIMEOUT_MS = 1_000;

// The counters only count; callers compare with the allowance of the caller's plan, which can change.
const NEVER_REJECT = 1_000_000_000;

export type RateLimitsOptions = {
  redis: Redis | null;
  loginWindowSeconds: number;
  /** Namespaces the keys, so tests (and several apps on one Redis) never share counters. */
  prefix?: string;
};

export function createRateLimits({
  redis,
  loginWindowSeconds,
  prefix = 'scamcheck',
}: RateLimitsOptions): RateLimits {
  return {
    quota: windowCounter(limiter(redis, `${prefix}:quota`, QUOTA_WINDOW_SECONDS)),
    login: windowCounter(limiter(redis, `${prefix}:login`, loginWindowSeconds)),
    async health() {
      if (redis === null) return { kind: 'memory', healthy: true };
      return { kind: 'redis', healthy: await pingRedis(redis) };
    },
    async close() {
      if (redis !== null && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function limiter(redis: Redis | null, keyPrefix: string, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points: NEVER_REJECT, duration });
  if (redis === null) return memory;
  // If Redis stops answering, each replica keeps counting on its own rather than letting everyone through.
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: NEVER_REJECT,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

function windowCounter(rateLimiter: RateLimiterAbstract): WindowCounter {
  return {
    async hit(key) {
      return toCount(await rateLimiter.consume(key, 1).catch(rejectedAsResult));
    },
    async peek(key) {
      const result = await rateLimiter.get(key);
      return result === null ? { count: 0, resetInSeconds: 0 } : toCount(result);
    },
  };
}

/** rate-limiter-flexible rejects with a RateLimiterRes when over its points; with NEVER_REJECT it should not. */
function rejectedAsResult(reason: unknown): RateLimiterRes {
  if (reason instanceof RateLimiterRes) return reason;
  throw reason;
}

function toCount(result: RateLimiterRes): WindowCount {
  return {
    count: result.consumedPoints,
    resetInSeconds: Math.max(0, Math.ceil(result.msBeforeNext / 1000)),
  };
}

async function pingRedis(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
  });
  try {
    const pong = redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
    return await Promise.race([pong, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects to Redis before the server starts taking requests, so a wrong REDIS_URL fails at start. */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', onError);
  try {
    await redis.connect();
    return redis;
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot connect to Redis (REDIS_URL): ${reason}`);
  }
}

/** The counters the configuration asks for: Redis when REDIS_URL is set, memory otherwise. */
export async function openRateLimits(
  config: { rateLimits: { redisUrl: string | null }; auth: { loginWindowSeconds: number } },
  onRedisError: (error: Error) => void,
): Promise<RateLimits> {
  const { redisUrl } = config.rateLimits;
  const redis = redisUrl === null ? null : await connectRedis(redisUrl, onRedisError);
  return createRateLimits({ redis, loginWindowSeconds: config.auth.loginWindowSeconds });
}
