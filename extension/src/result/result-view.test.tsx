// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCAM_MESSAGE_RESULT } from '../testing/scamcheck-server';
import { imageTone, ResultView } from './result-view';

afterEach(cleanup);

const SERVER = 'http://localhost:5000';
const base = { id: 'r1', subject: '“Royal Mail: your parcel is on hold…”', startedAt: 1 };

describe('ResultView for "Check selected text"', () => {
  it('says it is checking while the answer is on its way', () => {
    render(<ResultView result={{ ...base, state: 'pending', kind: 'message' }} serverUrl={SERVER} />);
    expect(screen.getByRole('status').textContent).toContain('Checking the selected text…');
  });

  it('shows the verdict, red flags strongest first with quotes, the links’ reports and the advice', () => {
    render(
      <ResultView result={{ ...base, state: 'message', result: SCAM_MESSAGE_RESULT }} serverUrl={SERVER} />,
    );
    const section = within(screen.getByRole('region', { name: 'Message check result' }));
    expect(section.getByTestId('result-label').textContent).toContain('Scam');
    expect(section.getByTestId('result-label').className).toContain('band--suspicious');
    expect(section.getByTestId('result-families').textContent).toContain('Parcel delivery fee');
    expect(
      section
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual([
      'Asks for a small fee to release a parcel: pay the £1.99 fee',
      'Sets a deadline: within 24 hours',
    ]);
    expect(section.getByRole('link', { name: 'Full report' }).getAttribute('href')).toBe(
      `${SERVER}/domain/parcel-fee.top`,
    );
    expect(
      section.getByRole('heading', { name: 'What to do now' }).nextElementSibling?.textContent,
    ).toContain('Do not click the link.');
    const late = section.getByRole('heading', { name: 'If you already replied or paid' });
    expect(late.nextElementSibling?.textContent).toContain('Call your bank');
  });

  it('shows a refusal as an alert with its title and message', () => {
    render(
      <ResultView
        result={{
          ...base,
          state: 'failed',
          kind: 'message',
          title: 'Local checks only',
          message: 'Turn it off.',
        }}
        serverUrl={SERVER}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Local checks onlyTurn it off.');
  });
});

describe('imageTone', () => {
  it('colours the image gauge green above 70, orange above 30 and red otherwise', () => {
    expect([100, 71, 70, 31, 30, 0].map(imageTone)).toEqual([
      'trusted',
      'trusted',
      'orange',
      'orange',
      'suspicious',
      'suspicious',
    ]);
  });
});
