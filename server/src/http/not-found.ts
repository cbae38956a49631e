import type { RequestHandler } from 'express';
import { AppError } from './app-error';

/** Unknown API paths answer JSON, never the web app's HTML, so API clients get a parseable error. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  const path = req.originalUrl.split('?')[0] ?? req.originalUrl;
  next(new AppError('NOT_FOUND', `No API route for ${req.method} ${path}`));
};
