/**
 * The assistant's answers as React text: `[text](/our/page)` becomes an
 * in-app link, `[text](https://…)` a new-tab link, and everything else (images, HTML, javascript:,
 * data:, protocol-relative URLs) stays plain text. Nothing is ever set as HTML, so nothing is fetched.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';

const TOKEN = /(!?)\[([^\]\n]*)\]\(([^)\s]*)\)/g;

export type MarkdownPart =
  | { kind: 'text'; text: string }
  | { kind: 'page'; text: string; path: string }
  | { kind: 'external'; text: string; href: string };

/** Our own path: one leading slash, then no second one (//host is another site) and no backslash. */
export function isOurPath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href);
}

function isHttpsUrl(href: string): boolean {
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseSafeMarkdown(source: string): MarkdownPart[] {
  const parts: MarkdownPart[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const [whole, bang = '', text = '', href = ''] = match;
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) });
    last = match.index + whole.length;
    // An image is never loaded: at most its description is shown, as text.
    if (bang === '!') parts.push({ kind: 'text', text });
    else if (isOurPath(href)) parts.push({ kind: 'page', text, path: href });
    else if (isHttpsUrl(href)) parts.push({ kind: 'external', text, href });
    else parts.push({ kind: 'text', text });
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

type SafeMarkdownProps = { source: string; onNavigate?: () => void };

export function SafeMarkdown({ source, onNavigate }: SafeMarkdownProps): ReactNode {
  return parseSafeMarkdown(source).map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'page':
        return (
          <Link
            key={index}
            to={part.path}
            onClick={onNavigate}
            className="text-brand-700 dark:text-brand-500 font-medium underline underline-offset-2"
          >
            {part.text}
          </Link>
        );
      case 'external':
        return (
          <ExternalLink key={index} href={part.href}>
            {part.text}
          </ExternalLink>
        );
    }
  });
}
