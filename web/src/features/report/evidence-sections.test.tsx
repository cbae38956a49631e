import type { Finding } from '@scamcheck/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../test/report-factory';
import { EvidenceSections } from './evidence-sections';

function finding(code: string, severity: Finding['severity'], points: number): Finding {
  return {
    code,
    category: 'lexical',
    severity,
    title: code,
    evidence: `${code} seen`,
    source: 'test',
    points,
  };
}

const labelsIn = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByTestId('finding-label')
    .map((label) => label.textContent);

describe('EvidenceSections', () => {
  it('shows each finding under the axis its points are on, with a label that agrees with them', () => {
    const report = buildReport({
      findings: [
        finding('mislabelled-trust', 'high', 6),
        finding('quiet-risk', 'info', -4),
        finding('strong-risk', 'critical', -45),
        finding('just-a-note', 'info', 0),
      ],
    });
    render(<EvidenceSections report={report} />);
    expect(labelsIn('Evidence of harm')).toEqual(['Critical', 'Low']);
    expect(labelsIn('Evidence of trust')).toEqual(['Good sign']);
    expect(labelsIn('Other notes')).toEqual(['Info']);
    // Trust that does not show the site is established is not marked as such.
    expect(screen.queryByText(/Popular site|Registered|Official/)).not.toBeInTheDocument();
  });

  it('names checks it does not know and checks without a detail in plain words', () => {
    const report = buildReport({
      checks: [
        { id: 'registration-young-domain', status: 'unavailable', detail: 'this check failed' },
        { id: 'page', status: 'unavailable' },
        { id: 'tls', status: 'ok' },
      ],
    });
    render(<EvidenceSections report={report} />);
    const notChecked = within(screen.getByRole('region', { name: 'Not checked' }));
    expect(notChecked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Registration young domain — the check failed',
      'The page itself — did not answer',
    ]);
  });
});
