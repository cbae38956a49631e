/** The current site: gauge, band, lookalike, top red flags, the server's state and the actions. */
import { bestSummary, type SiteCheck } from '../background/site-check';
import { describeFailure, retryText, RATE_LIMIT_TITLE, type FailureText } from '../lib/describe-failure';
import type { HostCheck, UncheckableReason } from '../lib/host';
import { VERDICT_TONE_LABELS } from '@scamcheck/shared';
import { NO_EVIDENCE_NOTE, siteVerdict } from '../lib/site-verdict';
import type { ReactNode } from 'react';
import { ScoreGauge } from '../ui/score-gauge';

export const UNCHECKABLE_MESSAGE = 'This page cannot be checked.';

const UNCHECKABLE_REASONS: Record<UncheckableReason, string> = {
  'no-url': 'There is no web page in this tab.',
  'invalid-url': 'Only websites (http and https) can be checked.',
  'browser-page': "This is one of the browser's own pages.",
  'extension-page': 'This is a page of a browser extension.',
  'local-file': 'This is a file on your computer, not a website.',
  'scamcheck-site': 'This is the ScamCheck site this extension uses, so it is not scored.',
};

export type SitePanelProps = {
  page: HostCheck | undefined;
  check: SiteCheck | 'error' | undefined;
  busy: 'analyze' | 'rescan' | null;
  serverUrl: string | undefined;
  isTrusted: boolean;
  onAnalyze: (mode: 'analyze' | 'rescan') => void;
  onTrust: (isTrusted: boolean) => void;
};

export function SitePanel(props: SitePanelProps) {
  const { page, check } = props;
  if (page === undefined) return <Section host="Reading the current page…" />;
  if (page.kind !== 'checkable') {
    return (
      <Section host={UNCHECKABLE_MESSAGE}>
        <p className="popup__hint">{UNCHECKABLE_REASONS[page.reason]}</p>
      </Section>
    );
  }
  if (check === undefined) {
    return (
      <Section host={page.host}>
        <p role="status">Checking this site…</p>
      </Section>
    );
  }
  if (check === 'error') {
    return (
      <Section host={page.host}>
        <p role="alert">The extension could not check this site. Try reopening this window.</p>
      </Section>
    );
  }
  return (
    <Section host={page.host}>
      <Verdict check={check} />
      <ServerNote check={check} />
      <Actions {...props} check={check} />
    </Section>
  );
}

function Section({ host, children }: { host: string; children?: ReactNode }) {
  return (
    <section aria-label="Current site" className="popup__section">
      <p data-testid="current-host" className="popup__host">
        {host}
      </p>
      {children}
    </section>
  );
}

function Verdict({ check }: { check: SiteCheck }) {
  const summary = bestSummary(check);
  const verdict = siteVerdict(summary);
  return (
    <div className="verdict">
      <ScoreGauge score={summary.score} tone={verdict} testId="site-score" />
      <div>
        <p data-testid="site-band" className={`band band--${verdict}`}>
          {VERDICT_TONE_LABELS[verdict]}
        </p>
        {verdict === 'unknown' && (
          <p data-testid="no-evidence" className="popup__hint">
            {NO_EVIDENCE_NOTE}
          </p>
        )}
        <p className="popup__hint">
          {summary.source === 'server' ? 'ScamCheck report' : 'Offline check (from the address only)'}
        </p>
        {summary.lookalike !== null && (
          <p data-testid="lookalike" className="lookalike">
            Did you mean {summary.lookalike.officialDomain}?
          </p>
        )}
      </div>
      {summary.flags.length > 0 && (
        <div className="flags">
          <p className="flags__title">Red flags:</p>
          <ul>
            {summary.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      )}
      {summary.summary !== null && <p className="popup__summary">{summary.summary}</p>}
    </div>
  );
}

function serverNote(check: SiteCheck): FailureText | null {
  switch (check.server.state) {
    case 'ok':
      return null;
    case 'local-only':
      return { title: 'Local checks only', message: 'Nothing about this site was sent to the server.' };
    case 'not-analysed':
      return { title: 'Not analysed yet', message: 'Analyze it to get the full ScamCheck report.' };
    case 'not-public':
      return {
        title: 'Not a public website',
        message: 'ScamCheck analyses public websites only; this is the offline score from the address.',
      };
    case 'paused':
      return {
        title: RATE_LIMIT_TITLE,
        message: `Automatic checks are paused. ${retryText(check.server.retryAfterSeconds)}`,
      };
    case 'failed':
      return describeFailure(check.server.failure);
  }
}

function ServerNote({ check }: { check: SiteCheck }) {
  const note = serverNote(check);
  if (note === null) return null;
  const isProblem = check.server.state === 'failed' || check.server.state === 'paused';
  return (
    <div
      className={isProblem ? 'note note--problem' : 'note'}
      role={isProblem ? 'alert' : 'status'}
      data-testid="server-note"
    >
      <p className="note__title">{note.title}</p>
      <p>{note.message}</p>
    </div>
  );
}

function Actions({
  check,
  busy,
  serverUrl,
  isTrusted,
  onAnalyze,
  onTrust,
}: SitePanelProps & { check: SiteCheck }) {
  const hasReport = check.server.state === 'ok';
  const canAnalyze = check.server.state !== 'local-only' && check.server.state !== 'not-public';
  const host = bestSummary(check).host;
  return (
    <div className="actions">
      {canAnalyze && (
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => onAnalyze(hasReport ? 'rescan' : 'analyze')}
        >
          {busy !== null ? 'Analyzing...' : hasReport ? 'Rescan' : 'Analyze now'}
        </button>
      )}
      {hasReport && serverUrl !== undefined && (
        <a href={`${serverUrl}/domain/${encodeURIComponent(host)}`} target="_blank" rel="noopener noreferrer">
          Full report
        </a>
      )}
      <label className="trust">
        <input type="checkbox" checked={isTrusted} onChange={(event) => onTrust(event.target.checked)} />
        Trust this site (no warning banner)
      </label>
    </div>
  );
}
