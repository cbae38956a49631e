import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The test setup loads Radix's tooltip before every file; a fresh copy of the module has not loaded it yet.
async function freshIconButton() {
  vi.resetModules();
  return (await import('./icon-button')).IconButton;
}

describe('Tooltip before the first move', () => {
  it('shows the button alone, then takes it over after a first key press, keeping its focus', async () => {
    const IconButton = await freshIconButton();
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
