import type { RequestHandler } from 'express';
import { AppError } from './app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RequireJsonOptions = {
  /** Full paths (e.g. `/api/analyze-image`) that take multipart/form-data uploads instead of JSON. */
  multipartPaths?: readonly string[];
};

/**
 * A browser form can POST text/plain, urlencoded or multipart across sites without a preflight;
 * refusing anything but JSON on state-changing API calls closes that door (docs/security.md).
 */
export function requireJsonBody({ multipartPaths = [] }: RequireJsonOptions = {}): RequestHandler {
  const multipart = new Set(multipartPaths);
  return (req, _res, next) => {
    const mediaType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || hasLength(req.headers['content-length']);
    const isAllowed =
      !STATE_CHANGING.has(req.method) ||
      mediaType === 'application/json' ||
      (mediaType === undefined && !hasBody) ||
      (mediaType === 'multipart/form-data' && multipart.has(req.baseUrl + req.path));
    next(isAllowed ? undefined : new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON'));
  };
}

function hasLength(value: string | undefined): boolean {
  return value !== undefined && value !== '0';
}
