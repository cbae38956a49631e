import type { Request } from 'express';
import { AppError } from './app-error';
import { decodeUtf8Strictly, findOddCharacter } from './odd-characters';

/**
 * The multipart counterpart of refuseOddBodyText: every text field name, value and the file name of an
 * upload must be well-formed UTF-8 without odd characters. multer is told to read text parts as latin1
 * (one character per byte, nothing replaced), so the bytes as sent can be checked strictly here; a part
 * that declared another charset has characters above U+00FF and is checked as decoded.
 */
export const FORM_TEXT_CHARSET = 'latin1';

function asSent(text: string): string | null {
  // eslint-disable-next-line no-control-regex -- the range is the point: any character latin1 cannot hold
  if (/[^\u0000-\u00ff]/.test(text)) return text;
  return decodeUtf8Strictly(Buffer.from(text, 'latin1'));
}

function check(text: string, where: string, allowLineBreaks: boolean): AppError | null {
  const decoded = asSent(text);
  if (decoded === null) return new AppError('BAD_REQUEST', `${where} is not valid UTF-8 text.`);
  const problem = findOddCharacter(decoded, { allowLineBreaks });
  return problem === null
    ? null
    : new AppError('BAD_REQUEST', `${where} contains ${problem}, which is not allowed.`);
}

/** The first odd text in a parsed multipart form (req.body fields and req.file's name), or null. */
export function findOddFormText(req: Pick<Request, 'body' | 'file'>): AppError | null {
  const fields: unknown = req.body;
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      const error =
        check(name, 'A form field name', false) ??
        (typeof value === 'string' ? check(value, 'A form field', true) : null);
      if (error !== null) return error;
    }
  }
  const fileName = req.file?.originalname;
  return fileName === undefined ? null : check(fileName, 'The file name', false);
}
