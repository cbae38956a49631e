import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../test/advance-timers';
import { GuidedTour } from './guided-tour';
import { TourButton } from './tour-button';
import { TOUR_STEPS } from './tour-steps';
import { useTourStore } from './tour-store';

// The dialog is its own chunk; loaded once here so opening it in a test waits for no module.
await import('./tour-dialog');

function renderTour() {
  return render(
    <>
      <input data-tour="url-input" aria-label="url" />
      <div data-tour="image-analysis">upload</div>
      <section data-tour="education">learn</section>
      <GuidedTour />
      <TourButton />
    </>,
  );
}

const dialog = () => screen.getByRole('dialog');
const activeTargets = () =>
  [...document.querySelectorAll('[data-tour-active]')].map((element) => element.getAttribute('data-tour'));

describe('guided tour', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the three steps of the spec, each with a title, description, selector and emoji', () => {
    expect(TOUR_STEPS.map((step) => step.id)).toEqual(['url-input', 'image-analysis', 'education']);
    for (const step of TOUR_STEPS) {
      expect(step.title && step.description && step.emoji).toBeTruthy();
      expect(step.selector).toBe(`[data-tour="${step.id}"]`);
    }
  });

  it('opens by itself 3 s into a first visit', async () => {
    renderTour();
    await advanceTimers(2999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advanceTimers(1);
    expect(dialog()).toHaveTextContent('1/3');
    expect(dialog()).toHaveTextContent(TOUR_STEPS[0]?.title ?? '');
  });

  it('does not open by itself once the seen flag is stored', async () => {
    window.localStorage.setItem('simple-tour-seen', 'true');
    useTourStore.setState({ hasSeen: true });
    renderTour();
    await advanceTimers(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('walks Next and Back, highlighting one target at a time, and Done closes and stores the flag', async () => {
    renderTour();
    await advanceTimers(3000);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(activeTargets()).toEqual(['url-input']);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(dialog()).toHaveTextContent('2/3');
    expect(activeTargets()).toEqual(['image-analysis']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveTextContent('1/3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(dialog()).toHaveTextContent('3/3');
    expect(activeTargets()).toEqual(['education']);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    const scrollTo = vi.spyOn(window, 'scrollTo');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(activeTargets()).toEqual([]);
    expect(window.localStorage.getItem('simple-tour-seen')).not.toBeNull();
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close tour' }))],
    ['a press on the backdrop', () => fireEvent.pointerDown(screen.getByTestId('tour-backdrop'))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('closes with %s and stores the seen flag', async (_label, closeTour) => {
    renderTour();
    await advanceTimers(3000);
    // Radix starts listening for presses outside the dialog one tick after it opens.
    await advanceTimers(1);
    closeTour();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('simple-tour-seen')).not.toBeNull();
    expect(activeTargets()).toEqual([]);
  });

  it("offers 'Take Tour' on a first visit, which opens the tour at step 1", () => {
    renderTour();
    fireEvent.click(screen.getByRole('button', { name: 'Take Tour' }));
    expect(dialog()).toHaveTextContent('1/3');
  });

  it("reads 'Tour' once seen and hides itself 10 s later", async () => {
    useTourStore.setState({ hasSeen: true });
    renderTour();
    expect(screen.getByRole('button', { name: 'Tour' })).toBeInTheDocument();
    await advanceTimers(9999);
    expect(screen.getByRole('button', { name: 'Tour' })).toBeInTheDocument();
    await advanceTimers(1);
    expect(screen.queryByRole('button', { name: 'Tour' })).not.toBeInTheDocument();
  });

  it('starts the 10 s countdown when a first-time visitor closes the tour', async () => {
    renderTour();
    await advanceTimers(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.getByRole('button', { name: 'Tour' })).toBeInTheDocument();
    await advanceTimers(10_000);
    expect(screen.queryByRole('button', { name: 'Tour' })).not.toBeInTheDocument();
  });
});
