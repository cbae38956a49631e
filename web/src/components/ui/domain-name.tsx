/** Names longer than this are shortened where domains are listed; the full name is on hover. */
export const DOMAIN_DISPLAY_LIMIT = 60;

/**
 * Keeps the start and the end of a long name with an ellipsis between: the end is the site that
 * really answers (`paypal.com.account-check.….example.top`), so it must stay visible.
 */
export function shortenDomain(name: string, limit = DOMAIN_DISPLAY_LIMIT): string {
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  const head = Math.ceil((limit - 1) * 0.4);
  const tail = limit - 1 - head;
  return `${characters.slice(0, head).join('')}…${characters.slice(-tail).join('')}`;
}

/** A domain as shown in lists and headings: shortened when long, the full name on hover and for screen readers. */
export function DomainName({ name, limit }: { name: string; limit?: number }) {
  const shown = shortenDomain(name, limit);
  if (shown === name) return <>{name}</>;
  return (
    <span title={name}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
