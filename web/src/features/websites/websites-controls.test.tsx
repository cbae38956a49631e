import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DomainListParams } from './domain-list-query';
import { WebsitesControls } from './websites-controls';

const params = (q: string): DomainListParams => ({ q, band: null, sort: 'recent', page: 1 });

describe('WebsitesControls search box', () => {
  it('keeps what was typed while the address catches up with an earlier query', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<WebsitesControls params={params('')} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search domains' });

    await userEvent.type(box, 'p');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'p' }), { timeout: 3000 });
    // The person keeps typing before the page has applied "p" to the address…
    await userEvent.type(box, 'a');
    // …and then the address arrives with the older query: the box must not jump back to "p".
    rerender(<WebsitesControls params={params('p')} onChange={onChange} />);
    expect(box).toHaveValue('pa');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ q: 'pa' }), { timeout: 3000 });
  });

  it('carries the typed query with a filter chosen before the page has caught up with it', async () => {
    const onChange = vi.fn();
    render(<WebsitesControls params={params('')} onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'pay');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'pay' }), { timeout: 3000 });
    // The address still says q='' (the page has not re-rendered yet) when the band is chosen.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Score band' }), 'suspicious');
    expect(onChange).toHaveBeenLastCalledWith({ band: 'suspicious', q: 'pay' });
  });

  it('follows the address when it changes from outside (a link, back or forward)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<WebsitesControls params={params('pay')} onChange={onChange} />);
    rerender(<WebsitesControls params={params('bank')} onChange={onChange} />);
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toHaveValue('bank');
  });
});
