import { IMAGE_FIELD_NAME, IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@scamcheck/shared';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../http/app-error';
import { findOddFormText, FORM_TEXT_CHARSET } from '../../http/refuse-odd-form';

/**
 * multer on this route only (never global, so no other route accepts files): one file in the field `image`, kept in
 * memory (it is never written to disk), with every multipart limit set, since multer's defaults are
 * unlimited. Whatever goes wrong while parsing becomes a 400 or 413 with a clear message.
 */
const LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldNameSize: 64,
  fieldSize: 1024,
  headerPairs: 20,
  fieldNestingDepth: 0,
  fieldArrayIndexLimit: 0,
};

// Multipart framing around a 5 MB file stays far below this; a larger declared body is refused unread.
const MAX_REQUEST_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const TOO_MANY_PARTS = 'Send one image in the field "image" and nothing else.';

// Text parts are read byte for byte so findOddFormText can check them as sent (`defCharset` is a multer 2
// option its type definitions do not list yet, hence the separate object).
const OPTIONS = {
  storage: multer.memoryStorage(),
  limits: LIMITS,
  defCharset: FORM_TEXT_CHARSET,
  defParamCharset: FORM_TEXT_CHARSET,
};
const upload = multer(OPTIONS).single(IMAGE_FIELD_NAME);

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.size);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PARTS);
      case 'LIMIT_UNEXPECTED_FILE':
        return new AppError('BAD_REQUEST', TOO_MANY_PARTS);
      case 'LIMIT_FIELD_KEY':
      case 'LIMIT_FIELD_VALUE':
      case 'MISSING_FIELD_NAME':
        return new AppError('BAD_REQUEST', `Malformed upload: ${error.message}.`);
    }
    // Codes newer than the type definitions (field nesting, array index, invalid name…).
    return new AppError('BAD_REQUEST', `Malformed upload: ${error.message}.`);
  }
  // busboy's own errors: truncated or malformed multipart bodies.
  return new AppError('BAD_REQUEST', 'Malformed upload: the form data could not be read.', error);
}

export const uploadImage: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > MAX_REQUEST_BYTES) {
    // Answer without reading the body, and close the connection rather than drain megabytes.
    res.setHeader('Connection', 'close');
    next(new AppError('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.size));
    return;
  }
  if (!req.is('multipart/form-data')) {
    next(new AppError('BAD_REQUEST', 'Send the image as multipart/form-data in the field "image".'));
    return;
  }
  upload(req, res, (error: unknown) => {
    if (error !== undefined && error !== null) {
      next(toAppError(error));
      return;
    }
    const odd = findOddFormText(req);
    if (odd !== null) {
      next(odd);
      return;
    }
    if (req.file === undefined) {
      next(new AppError('BAD_REQUEST', IMAGE_UPLOAD_MESSAGES.missing));
      return;
    }
    next();
  });
};
