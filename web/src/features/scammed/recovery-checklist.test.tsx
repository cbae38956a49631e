import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS, RecoveryChecklist } from './recovery-checklist';
import { CHECKLIST_STORAGE_KEY } from './use-checklist';

const firstItem = () => screen.getByRole('checkbox', { name: CHECKLIST_ITEMS[0].text });

describe('RecoveryChecklist', () => {
  it('keeps ticks in local storage across visits', async () => {
    const first = render(<RecoveryChecklist />);
    await userEvent.click(firstItem());
    expect(screen.getByText(`1 of ${CHECKLIST_ITEMS.length} done`)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? '[]')).toEqual(['stop']);
    first.unmount();

    render(<RecoveryChecklist />);
    expect(firstItem()).toBeChecked();
  });

  it('clears every tick on request', async () => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify(['stop', 'bank']));
    render(<RecoveryChecklist />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear my ticks' }));
    expect(firstItem()).not.toBeChecked();
    expect(window.localStorage.getItem(CHECKLIST_STORAGE_KEY)).toBe('[]');
  });

  it('ignores a corrupted stored value', () => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, '{not json');
    render(<RecoveryChecklist />);
    expect(screen.getByText(`0 of ${CHECKLIST_ITEMS.length} done`)).toBeInTheDocument();
  });
});
