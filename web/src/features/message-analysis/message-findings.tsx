import type { MessageFinding } from '@scamcheck/shared';
import { ResultSection } from './result-section';

function byWeight(findings: readonly MessageFinding[]): MessageFinding[] {
  return [...findings].sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}

function FindingList({ findings }: { findings: readonly MessageFinding[] }) {
  return (
    <ul className="space-y-3">
      {findings.map((finding) => (
        <li key={`${finding.code}:${finding.evidence}`}>
          <p className="font-medium">{finding.title}</p>
          {finding.evidence !== '' && (
            <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-700 dark:border-slate-600 dark:text-slate-300">
              {/* Evidence that quotes its own snippets ("…" "…") is shown as it is, never quoted twice. */}
              {/^\s*["“]/.test(finding.evidence) ? finding.evidence : <q>{finding.evidence}</q>}
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Red flags (strongest first) with the words of the message that raised them, then what speaks for it. */
export function MessageFindings({ findings }: { findings: readonly MessageFinding[] }) {
  const harm = byWeight(findings.filter((finding) => finding.axis === 'harm'));
  const trust = byWeight(findings.filter((finding) => finding.axis === 'trust'));
  return (
    <>
      <ResultSection title="Red flags">
        {harm.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">None found.</p>
        ) : (
          <FindingList findings={harm} />
        )}
      </ResultSection>
      {trust.length > 0 && (
        <ResultSection title="In its favour">
          <FindingList findings={trust} />
        </ResultSection>
      )}
    </>
  );
}
