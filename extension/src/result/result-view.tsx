/**
 * The result of a right-click check: an image verdict (spec's image result panel), a link's score, or the
 * verdict on selected text.
 */
import { imageGaugeColour, VERDICT_TONE_LABELS, type ImageGaugeColour } from '@scamcheck/shared';
import { bestSummary } from '../background/site-check';
import type { CheckKind, CheckResult } from '../lib/check-result';
import { describeFailure } from '../lib/describe-failure';
import { NO_EVIDENCE_NOTE, siteVerdict } from '../lib/site-verdict';
import { ScoreGauge } from '../ui/score-gauge';
import type { GaugeTone } from '../ui/tone-colours';
import { BandVerdict, MessageResult } from './message-result';

const IMAGE_TONES: Record<ImageGaugeColour, GaugeTone> = {
  green: 'trusted',
  orange: 'orange',
  red: 'suspicious',
};

/** Image gauge colours: above 70 green, above 30 orange, otherwise red. */
export function imageTone(score: number): GaugeTone {
  return IMAGE_TONES[imageGaugeColour(score)];
}

export function ResultView({
  result,
  serverUrl,
}: {
  result: CheckResult | null | undefined;
  serverUrl: string;
}) {
  if (result === undefined) return <p role="status">Loading…</p>;
  if (result === null) {
    return (
      <p role="alert">This result is no longer available. Run the check again from the right-click menu.</p>
    );
  }
  return (
    <main className="result">
      <h1>ScamCheck</h1>
      <p className="result__subject" data-testid="result-subject">
        {result.subject}
      </p>
      <Body result={result} serverUrl={serverUrl} />
    </main>
  );
}

const PENDING_TEXT: Record<CheckKind, string> = {
  image: 'Analyzing the image…',
  link: 'Checking the link…',
  message: 'Checking the selected text…',
};

function Body({ result, serverUrl }: { result: CheckResult; serverUrl: string }) {
  switch (result.state) {
    case 'pending':
      return (
        <p role="status" data-testid="result-state">
          {PENDING_TEXT[result.kind]}
        </p>
      );
    case 'failed':
      return (
        <div role="alert" className="note note--problem" data-testid="result-state">
          <p className="note__title">{result.title}</p>
          <p>{result.message}</p>
        </div>
      );
    case 'image':
      return (
        <section aria-label="Image analysis result" data-testid="result-state">
          <div className="verdict">
            <ScoreGauge
              score={Math.round(result.result.score)}
              tone={imageTone(result.result.score)}
              testId="result-score"
            />
            <p
              className={result.result.isScam ? 'band band--suspicious' : 'band band--trusted'}
              data-testid="result-label"
            >
              {result.result.isScam ? 'Potential Scam' : 'Likely Safe'}
            </p>
          </div>
          <h2>Analysis:</h2>
          <p>{result.result.analysis}</p>
          <h2>Red Flags:</h2>
          {result.result.redFlags.length === 0 ? (
            <p>None found.</p>
          ) : (
            <ul data-testid="result-flags">
              {result.result.redFlags.map((flag) => (
                <li key={flag}>{flag}</li>
              ))}
            </ul>
          )}
        </section>
      );
    case 'link':
      return <LinkResult result={result} serverUrl={serverUrl} />;
    case 'message':
      return <MessageResult result={result.result} serverUrl={serverUrl} />;
  }
}

function LinkResult({
  result,
  serverUrl,
}: {
  result: Extract<CheckResult, { state: 'link' }>;
  serverUrl: string;
}) {
  const summary = bestSummary(result.check);
  const verdict = siteVerdict(summary);
  const server = result.check.server;
  return (
    <section aria-label="Link check result" data-testid="result-state">
      <BandVerdict score={summary.score} band={verdict} label={VERDICT_TONE_LABELS[verdict]} />
      {verdict === 'unknown' && <p className="popup__hint">{NO_EVIDENCE_NOTE}</p>}
      {summary.lookalike !== null && (
        <p className="lookalike">Did you mean {summary.lookalike.officialDomain}?</p>
      )}
      {summary.summary !== null && <p>{summary.summary}</p>}
      {summary.flags.length > 0 && (
        <>
          <h2>Red Flags:</h2>
          <ul>
            {summary.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </>
      )}
      {server.state === 'failed' && <p className="popup__hint">{describeFailure(server.failure).message}</p>}
      {server.state === 'local-only' && (
        <p className="popup__hint">Offline check only (local checks only is on).</p>
      )}
      {server.state === 'ok' && (
        <a
          href={`${serverUrl}/domain/${encodeURIComponent(summary.host)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Full report
        </a>
      )}
    </section>
  );
}
