/** Decodes an HTML body using the charset from Content-Type, else a <meta> declaration, else UTF-8. */
export function decodeHtml(body: Uint8Array, contentType: string | null): string {
  const label = charsetOf(contentType) ?? sniffMetaCharset(body) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    // Unknown label: browsers fall back too.
    return new TextDecoder('utf-8').decode(body);
  }
}

function charsetOf(contentType: string | null): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function sniffMetaCharset(body: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(body.subarray(0, 2048));
  const match = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}
