import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';
import { PAGE_VARIANTS } from './page-variants';

describe('page transitions', () => {
  it('fade and slide 8 px, in over 0.3 s and out over 0.2 s', () => {
    expect(PAGE_VARIANTS.initial).toEqual({ opacity: 0, y: 8 });
    expect(PAGE_VARIANTS.enter.transition.duration).toBe(0.3);
    expect(PAGE_VARIANTS.exit.transition.duration).toBe(0.2);
    expect(Math.abs(PAGE_VARIANTS.exit.y)).toBe(8);
  });

  it('replaces the old page with the new one after navigating', async () => {
    stubFetch({});
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About ScamCheck' }, PAGE_LOAD);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Websites' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scanned websites' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
  });
});
