import type { MessageFinding, MessageVerdict } from '@scamcheck/shared';

/** Two or three plain sentences: the verdict, what was seen, and the one thing to do. */

function firstQuote(finding: MessageFinding): string {
  const match = /^"[^"]*"/.exec(finding.evidence);
  return match === null ? '' : ` (${match[0]})`;
}

export function writeSummary(verdict: MessageVerdict, findings: readonly MessageFinding[]): string {
  const harm = findings.filter((finding) => finding.axis === 'harm');
  const [first, second] = harm;
  const seen =
    first === undefined
      ? ''
      : ` We saw: ${first.title.toLowerCase()}${firstQuote(first)}${second === undefined ? '' : `; and ${second.title.toLowerCase()}`}.`;
  switch (verdict) {
    case 'scam':
      return `This message looks like a scam.${seen} Do not click its links, call its numbers, reply or pay; check with the company or person through a number or website you already trust.`;
    case 'suspicious':
      return `This message shows warning signs of a scam, though not enough to be sure.${seen} Check with the sender through a channel you already trust before acting on it.`;
    case 'spam':
      return 'This looks like marketing spam rather than a scam: it advertises something but we saw no attempt to take money or details by deception. Ignore it or unsubscribe if you know the sender.';
    case 'no-signs': {
      const trust = findings.find((finding) => finding.axis === 'trust');
      const reassurance =
        trust === undefined ? '' : ` It ${trust.title.charAt(0).toLowerCase()}${trust.title.slice(1)}.`;
      return `We found no signs of a scam in this message.${reassurance} That is not a guarantee: still be careful with any request for money, codes or personal details.`;
    }
  }
}
