import type { RequestHandler } from 'express';
import { AppError } from './app-error';
import { decodeUrlComponentStrictly, decodeUtf8Strictly, findOddCharacter } from './odd-characters';

/**
 * Odd characters are refused at the door with a 400 that says what is wrong, before any route, session
 * lookup or database query sees them (a NUL reaching PostgreSQL was a 500). See odd-characters.ts.
 */

function refuse(where: string, problem: string): AppError {
  return new AppError('BAD_REQUEST', `${where} contains ${problem}, which is not allowed.`);
}

function checkComponent(component: string, where: string, plusIsSpace: boolean): AppError | null {
  const text = decodeUrlComponentStrictly(component, { plusIsSpace });
  if (text === null) return new AppError('BAD_REQUEST', `${where} is not valid UTF-8 text.`);
  const problem = findOddCharacter(text, { allowLineBreaks: false });
  return problem === null ? null : refuse(where, problem);
}

/** Checks the raw path and every query parameter as sent; mount before everything that reads them. */
export const refuseOddAddress: RequestHandler = (req, _res, next) => {
  const [path = '', query = ''] = splitOnce(req.originalUrl, '?');
  const pathError = checkComponent(path, 'The address', false);
  if (pathError !== null) {
    next(pathError);
    return;
  }
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = splitOnce(pair, '=');
    const error =
      checkComponent(name, 'A query parameter name', true) ??
      checkComponent(value, `The query parameter "${safeName(name)}"`, true);
    if (error !== null) {
      next(error);
      return;
    }
  }
  next();
};

/**
 * `verify` hook for express.json: the raw body must be well-formed UTF-8. Without it the parser turns
 * malformed bytes into U+FFFD silently and the request goes on with text the caller never sent.
 */
export function verifyUtf8Body(_req: unknown, _res: unknown, body: Buffer): void {
  if (decodeUtf8Strictly(body) === null) {
    throw Object.assign(new Error('The request body is not valid UTF-8 text.'), {
      status: 400,
      type: MALFORMED_UTF8_TYPE,
    });
  }
}

/** The body-parser error type verifyUtf8Body raises; the error middleware answers it with a 400. */
export const MALFORMED_UTF8_TYPE = 'entity.malformed.utf8';

/** Checks every string (keys and values, at any depth) of a parsed JSON body; mount after express.json. */
export const refuseOddBodyText: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  const pasted = PASTED_EVIDENCE_FIELDS.get(req.path) ?? null;
  next(body === undefined ? undefined : findInValue(body, '', pasted));
};

/** Fields whose text is a pasted message to judge, per path: formatting characters there are evidence. */
const PASTED_EVIDENCE_FIELDS = new Map([['/api/analyze-message', 'text']]);

function findInValue(value: unknown, path: string, pasted: string | null): AppError | null {
  if (typeof value === 'string') {
    const problem = findOddCharacter(value, { allowLineBreaks: true, allowFormatting: path === pasted });
    return problem === null
      ? null
      : refuse(path === '' ? 'The request body' : `The field "${path}"`, problem);
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = findOddCharacter(key, { allowLineBreaks: false });
    if (keyProblem !== null) return refuse('A field name', keyProblem);
    const found = findInValue(item, fieldPath(path, key, Array.isArray(value)), pasted);
    if (found !== null) return found;
  }
  return null;
}

function fieldPath(parent: string, key: string, isIndex: boolean): string {
  if (isIndex) return `${parent}[${key}]`;
  return parent === '' ? safeName(key) : `${parent}.${safeName(key)}`;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** Names are echoed in messages: only plain characters, and not too many. */
function safeName(name: string): string {
  return name.replace(/[^\w.[\]-]/g, '?').slice(0, 40);
}
