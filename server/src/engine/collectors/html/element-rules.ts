// Small judgements about single elements, kept apart from the parser's bookkeeping.

export type Attributes = Record<string, string>;

/** Elements whose text is never shown as page text. */
export const TEXTLESS_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'math']);

const HIDING_STYLE =
  /(display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0+(\.0+)?\s*(px|em|rem|pt|%)?\s*(;|!|$)|opacity\s*:\s*0+(\.0+)?\s*(;|!|$)|(^|[^-])(width|height)\s*:\s*0+(px)?\s*(;|!|$))/i;

/** Hidden from every visitor: the text is left out of the visible excerpt. */
export function isInvisible(name: string, attributes: Attributes): boolean {
  if ('hidden' in attributes) return true;
  if (name === 'input' && attributes['type']?.toLowerCase() === 'hidden') return true;
  return HIDING_STYLE.test(attributes['style'] ?? '');
}

/** Hidden from sighted visitors or from assistive technology: a place to smuggle text to a machine. */
export function isConcealed(name: string, attributes: Attributes): boolean {
  return isInvisible(name, attributes) || attributes['aria-hidden']?.toLowerCase() === 'true';
}

export interface MetaRefresh {
  delaySeconds: number;
  url: string | null;
}

/** `<meta http-equiv="refresh" content="5; url=https://…">`; the URL is resolved against `base`. */
export function parseMetaRefresh(content: string, base: URL): MetaRefresh | null {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(?:[;,]\s*(?:url\s*=\s*)?["']?([^"']*)["']?)?/i.exec(content);
  if (match === null || (match[1] === undefined && !match[2])) return null;
  const target = match[2]?.trim() ?? '';
  return {
    delaySeconds: Math.floor(Number(match[1] ?? '0')),
    url: target === '' ? null : resolveUrl(target, base),
  };
}

/** Absolute http(s) URL for a link, or null when it is not a web link (javascript:, mailto:, broken). */
export function resolveUrl(reference: string, base: URL): string | null {
  const trimmed = reference.trim();
  if (!URL.canParse(trimmed, base.href)) return null;
  const url = new URL(trimmed, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

export function relTokens(attributes: Attributes): string[] {
  return (attributes['rel'] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}
