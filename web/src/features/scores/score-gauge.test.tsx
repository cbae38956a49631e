import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBadge } from './score-badge';
import { ScoreGauge } from './score-gauge';

describe('score bands', () => {
  it.each([
    [100, 'trusted', 'Trusted'],
    [70, 'trusted', 'Trusted'],
    [69, 'caution', 'Caution'],
    [40, 'caution', 'Caution'],
    [39, 'suspicious', 'Suspicious'],
    [0, 'suspicious', 'Suspicious'],
  ])('a gauge at %i is %s and says %s', (score, band, label) => {
    render(<ScoreGauge score={score} />);
    const gauge = screen.getByRole('img', { name: `Trust score ${score} out of 100: ${label}` });
    expect(gauge).toHaveAttribute('data-band', band);
    expect(gauge).toHaveTextContent(label);
  });

  it.each([
    [70, 'text-green-700'],
    [55, 'text-yellow-700'],
    [12, 'text-red-700'],
  ])('colours a badge at %i with %s', (score, colour) => {
    render(<ScoreBadge score={score} />);
    expect(screen.getByText(String(score))).toHaveClass(colour);
  });

  it('shows a Caution score without evidence either way in grey, and says so', () => {
    render(
      <>
        <ScoreGauge score={50} threatLevel="unknown" />
        <ScoreBadge score={50} threatLevel="unknown" />
      </>,
    );
    const gauge = screen.getByRole('img', {
      name: 'Trust score 50 out of 100: Caution, no evidence either way',
    });
    expect(gauge).toHaveAttribute('data-tone', 'unknown');
    expect(gauge).toHaveTextContent('No evidence');
    expect(gauge).not.toHaveTextContent('Caution');
    const badge = screen.getByText('Not known').parentElement;
    expect(badge).toHaveClass('text-slate-700');
    expect(badge).not.toHaveClass('text-yellow-700');
  });

  it('fills the gauge ring in proportion to the score', () => {
    const { container } = render(<ScoreGauge score={25} />);
    const ring = container.querySelectorAll('circle')[1];
    const dash = Number(ring?.getAttribute('stroke-dasharray'));
    expect(Number(ring?.getAttribute('stroke-dashoffset'))).toBeCloseTo(dash * 0.75);
  });
});
