import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../test/advance-timers';
import { IconButton } from './icon-button';
import { loadTooltip, Tooltip, TOOLTIP_DELAY_MS } from './tooltip';

describe('Tooltip', () => {
  beforeEach(async () => {
    // Loaded as on a first move, so each test starts with Radix's tooltip in place.
    await loadTooltip();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 700 ms after the pointer arrives, and describes its trigger', async () => {
    render(
      <Tooltip content="Copies the report link">
        <button type="button">Share</button>
      </Tooltip>,
    );
    expect(TOOLTIP_DELAY_MS).toBe(700);
    fireEvent.pointerMove(screen.getByRole('button'), { pointerType: 'mouse' });
    await advanceTimers(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advanceTimers(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the report link');
    expect(screen.getByRole('button', { description: 'Copies the report link' })).toBeInTheDocument();
  });

  it('never appears when the pointer leaves before the delay', async () => {
    render(
      <Tooltip content="Hint">
        <button type="button">Target</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    await advanceTimers(500);
    fireEvent.pointerLeave(button);
    await advanceTimers(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus too, Escape dismisses it, and an icon button is not described twice', async () => {
    render(<IconButton label="Switch to dark theme">☾</IconButton>);
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    act(() => {
      button.focus();
    });
    await advanceTimers(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Switch to dark theme');
    expect(button).not.toHaveAttribute('aria-describedby');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
