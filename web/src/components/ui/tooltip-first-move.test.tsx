import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

// Its own file: Radix's tooltip must not have been loaded by another test yet.
describe('Tooltip before the first move', () => {
  it('shows the button alone, then takes it over after a first key press, keeping its focus', async () => {
    render(<IconButton label="Switch to dark theme">☾</IconButton>);
    const before = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(before).not.toHaveAttribute('data-state');
    act(() => before.focus());
    fireEvent.keyDown(window, { key: 'Tab' });
    // Radix's trigger marks its element with data-state.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveAttribute('data-state'),
    );
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
  });
});
