import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useThemeStore } from '../../stores/theme-store';
import { installFakeColorScheme } from '../../test/fake-match-media';
import { ThemeSync } from './theme-sync';
import { ThemeToggle } from './theme-toggle';

function renderTheme() {
  render(
    <>
      <ThemeSync />
      <ThemeToggle />
    </>,
  );
}

const root = () => document.documentElement;

describe('theme', () => {
  it('follows the device by default', () => {
    installFakeColorScheme('dark');
    renderTheme();
    expect(useThemeStore.getState().preference).toBe('system');
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
  });

  it('toggles to the opposite of what is shown, stores it and sets the root class', async () => {
    installFakeColorScheme('light');
    renderTheme();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('from system on a dark device, the toggle switches to light', async () => {
    installFakeColorScheme('dark');
    renderTheme();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root()).toHaveClass('light');
  });

  it('with the system preference, follows a live change of prefers-color-scheme', () => {
    const scheme = installFakeColorScheme('light');
    renderTheme();
    expect(root()).toHaveClass('light');
    act(() => scheme.set('dark'));
    expect(root()).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('an explicit choice ignores device changes', () => {
    const scheme = installFakeColorScheme('light');
    useThemeStore.getState().setPreference('light');
    renderTheme();
    act(() => scheme.set('dark'));
    expect(root()).toHaveClass('light');
  });
});
