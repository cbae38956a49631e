import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

/** JSON logs on stdout (one line per event), which every log shipper understands. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'scamcheck' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}
