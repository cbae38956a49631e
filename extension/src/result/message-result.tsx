/** The result of "Check selected text": the verdict and score, why, the links' own scores, and what to do. */
import {
  MESSAGE_FAMILY_LABELS,
  MESSAGE_VERDICT_LABELS,
  type MessageAnalysisResult,
  type VerdictTone,
} from '@scamcheck/shared';
import { ScoreGauge } from '../ui/score-gauge';

/** The gauge and the verdict's words, both in the band's colour (grey when there is no evidence either way). */
export function BandVerdict({ score, band, label }: { score: number; band: VerdictTone; label: string }) {
  return (
    <div className="verdict">
      <ScoreGauge score={score} tone={band} testId="result-score" />
      <p className={`band band--${band}`} data-testid="result-label">
        {label}
      </p>
    </div>
  );
}

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  if (steps.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}

export function MessageResult({ result, serverUrl }: { result: MessageAnalysisResult; serverUrl: string }) {
  const flags = result.findings
    .filter((finding) => finding.axis === 'harm')
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  return (
    <section aria-label="Message check result" data-testid="result-state">
      <BandVerdict score={result.score} band={result.band} label={MESSAGE_VERDICT_LABELS[result.verdict]} />
      {result.families.length > 0 && (
        <p data-testid="result-families">
          {result.families.map((family) => MESSAGE_FAMILY_LABELS[family]).join(' · ')}
        </p>
      )}
      <p>{result.summary}</p>
      <h2>Red Flags:</h2>
      {flags.length === 0 ? (
        <p>None found.</p>
      ) : (
        <ul data-testid="result-flags">
          {flags.map((flag) => (
            <li key={`${flag.code}:${flag.evidence}`}>
              {flag.title}
              {flag.evidence !== '' && (
                <>
                  : <q>{flag.evidence}</q>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.entities.links.length > 0 && (
        <>
          <h2>Links in the message:</h2>
          <ul data-testid="result-links">
            {result.entities.links.map((link) => (
              <li key={`${link.domain}:${link.text}`}>
                {link.domain}: {Math.round(link.score)}{' '}
                <a href={`${serverUrl}${link.reportPath}`} target="_blank" rel="noopener noreferrer">
                  Full report
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <Steps title="What to do now" steps={result.advice.whatToDo} />
      <Steps title="If you already replied or paid" steps={result.advice.ifAlreadyReplied} />
      {result.unavailable.length > 0 && (
        <p className="popup__hint">
          Some checks were unavailable: {result.unavailable.map((check) => check.detail).join(' ')}
        </p>
      )}
    </section>
  );
}
