import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../test/advance-timers';
import { DetectionAnimation } from './detection-animation';
import { DETECTION_STEP_INTERVAL_MS, DETECTION_STEPS } from './detection-steps';

const stepStates = () =>
  screen.getAllByRole('listitem', { hidden: true }).map((item) => item.getAttribute('data-state'));
const announced = () => screen.getByRole('status').textContent;

describe('DetectionAnimation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the five steps of the spec, in order, with their durations', () => {
    expect(DETECTION_STEPS).toEqual([
      { text: 'scanning domain reputation', durationMs: 1500 },
      { text: 'analyzing SSL certificates', durationMs: 1200 },
      { text: 'checking blacklist databases', durationMs: 1800 },
      { text: 'detecting phishing patterns', durationMs: 1000 },
      { text: 'verifying content legitimacy', durationMs: 1300 },
    ]);
    expect(DETECTION_STEP_INTERVAL_MS).toBe(1500);
    render(<DetectionAnimation target="example.com" threatLevel="unknown" />);
    for (const step of DETECTION_STEPS) expect(screen.getByText(step.text)).toBeInTheDocument();
  });

  it('shows the steps card in its very first render, with no delay in which something else shows', () => {
    render(<DetectionAnimation target="example.com" threatLevel="unknown" />);
    expect(screen.getByRole('heading', { name: 'Analyzing example.com' })).toBeInTheDocument();
    expect(stepStates()).toEqual(['active', 'waiting', 'waiting', 'waiting', 'waiting']);
  });

  it('advances one step every 1.5 s and stays on the last one', async () => {
    render(<DetectionAnimation target="example.com" threatLevel="unknown" />);
    expect(stepStates()).toEqual(['active', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(announced()).toBe('Step 1 of 5: scanning domain reputation');

    await advanceTimers(1499);
    expect(stepStates()[0]).toBe('active');
    await advanceTimers(1);
    expect(stepStates()).toEqual(['done', 'active', 'waiting', 'waiting', 'waiting']);
    expect(announced()).toBe('Step 2 of 5: analyzing SSL certificates');

    await advanceTimers(3 * 1500);
    expect(stepStates()).toEqual(['done', 'done', 'done', 'done', 'active']);
    await advanceTimers(10 * 1500);
    expect(stepStates()).toEqual(['done', 'done', 'done', 'done', 'active']);
    expect(announced()).toBe('Step 5 of 5: verifying content legitimacy');
  });

  it.each([
    ['unknown', 'Threat level: Not known yet'],
    ['safe', 'Threat level: Safe'],
    ['caution', 'Threat level: Caution'],
    ['danger', 'Threat level: Danger'],
  ] as const)('shows the %s threat level with its icon', (level, text) => {
    render(<DetectionAnimation target="example.com" threatLevel={level} />);
    const indicator = screen.getByTestId('threat-level');
    expect(indicator).toHaveTextContent(text);
    expect(indicator.querySelector(`[data-threat-level="${level}"]`)).not.toBeNull();
  });
});
