import type { AnalyzeResponse } from '@scamcheck/shared';
import type { ReactNode } from 'react';
import { evidenceGroups, notCheckedItems } from './evidence-groups';
import { FindingItem } from './finding-item';

type Report = Pick<AnalyzeResponse, 'findings' | 'facts' | 'checks' | 'lookalike'>;

/**
 * The score's reasons in three groups: evidence of harm, evidence of trust (marking what shows the site
 * is established), and the checks that did not run, so no score is shown without what it rests on.
 */
export function EvidenceSections({ report }: { report: Report }) {
  const { harm, trust, neutral } = evidenceGroups(report.findings, report.facts);
  const notChecked = notCheckedItems(report.checks);
  return (
    <div className="space-y-10">
      <Group id="evidence-harm" title="Evidence of harm" note="Warning signs; each one lowered the score.">
        {harm.length === 0 ? (
          <Empty>We found no evidence of harm.</Empty>
        ) : (
          <ul className="space-y-3">
            {harm.map((finding) => (
              <FindingItem key={finding.code} finding={finding} lookalike={report.lookalike} />
            ))}
          </ul>
        )}
      </Group>
      <Group
        id="evidence-trust"
        title="Evidence of trust"
        note="Good signs; each one raised the score. Only evidence that the site is established can make it Trusted."
      >
        {trust.length === 0 ? (
          <Empty>
            We found no evidence of trust: nothing showed this is a popular, long-registered or official site.
          </Empty>
        ) : (
          <ul className="space-y-3">
            {trust.map(({ finding, establishment }) => (
              <FindingItem key={finding.code} finding={finding} establishment={establishment} />
            ))}
          </ul>
        )}
      </Group>
      {neutral.length > 0 && (
        <Group id="evidence-notes" title="Other notes" note="Seen, but they did not move the score.">
          <ul className="space-y-3">
            {neutral.map((finding) => (
              <FindingItem key={finding.code} finding={finding} />
            ))}
          </ul>
        </Group>
      )}
      {notChecked.length > 0 && (
        <Group
          id="not-checked"
          title="Not checked"
          note="These checks did not run or did not answer, so they neither raised nor lowered the score."
        >
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {notChecked.map((item) => (
              <li key={item.id} className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800">
                <span className="font-medium">{item.label}</span>
                <span className="text-slate-600 dark:text-slate-400"> — {item.reason}</span>
              </li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}

function Group({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{note}</p>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600 dark:text-slate-300">{children}</p>;
}
