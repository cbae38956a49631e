import type { ScoredLink } from '../links/score-links';

/**
 * A browser screenshot shows the page's address at the top: a line, among the first few read, that is
 * little more than a URL or host name ("🔒 paypal-login.secure-check.com/signin", "Not secure | …").
 * That address is the site the user is on, so it is checked on its own.
 */
const TOP_LINES = 3;
const EXTRA_CHARACTERS = 16;

export function findAddressBar(text: string, links: readonly ScoredLink[]): ScoredLink | null {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, TOP_LINES);
  for (const line of lines) {
    const link = links.find((candidate) => line.includes(candidate.text));
    if (link !== undefined && line.trim().length <= link.text.length + EXTRA_CHARACTERS) return link;
  }
  return null;
}
