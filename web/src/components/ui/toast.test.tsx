import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast';
import { toast, useToastStore } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
  act(() => useToastStore.getState().dismiss());
});

describe('Toaster', () => {
  it('shows a toast’s title and description, one at a time: a new toast replaces the old one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Logging out' }));
    expect(screen.getByText('Logging out')).toBeInTheDocument();
    act(
      () =>
        void toast({
          title: 'Logout failed',
          description: 'An error occurred during logout. Please try again.',
        }),
    );
    expect(screen.getByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during logout. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Logging out')).not.toBeInTheDocument();
  });

  it('closes by itself after 5000 ms by default, and after its own duration when given', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => void vi.advanceTimersByTime(4990));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(20));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    act(() => void toast({ title: 'Quick', duration: 1000 }));
    act(() => void vi.advanceTimersByTime(1010));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Dismiss me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });

  it.each([
    [60, 'dismisses it', false],
    [30, 'leaves it', true],
  ])('a swipe right of %i px %s (the threshold is 50 px)', (distance, _outcome, stays) => {
    // jsdom has neither PointerEvent nor pointer capture; a swipe only needs coordinates and the calls.
    vi.stubGlobal(
      'PointerEvent',
      class extends MouseEvent {
        readonly pointerId: number;
        readonly pointerType = 'mouse';
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
        }
      },
    );
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
    Element.prototype.hasPointerCapture = () => false;
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByText('Swipe me').closest('li');
    if (card === null) throw new Error('toast not rendered as a list item');
    fireEvent.pointerDown(card, { clientX: 100, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    if (stays) expect(screen.getByText('Swipe me')).toBeInTheDocument();
    else expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the notifications region with F8', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Reachable' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  });

  it('keeps the region at most 420 px wide from medium screens up', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')?.className).toContain(
      'md:max-w-[420px]',
    );
  });
});
