import { quotaWithSameUsage, type Quota } from '@scamcheck/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuotaCard } from './quota-card';

function quota(): Quota {
  const base = quotaWithSameUsage({
    plan: 'free',
    subject: 'address',
    limit: 20,
    used: 0,
    remaining: 20,
    resetInSeconds: 0,
  });
  return {
    ...base,
    allowances: {
      site: { limit: 20, used: 3, remaining: 17, resetInSeconds: 1500 },
      screenshot: { limit: 20, used: 0, remaining: 20, resetInSeconds: 0 },
      message: { limit: 20, used: 16, remaining: 4, resetInSeconds: 600 },
    },
    chat: { limit: 60, used: 2, remaining: 58, resetInSeconds: 3000 },
  };
}

describe('QuotaCard', () => {
  it('shows every allowance with what is left of its limit and when it resets', async () => {
    stubFetch({ '/api/quota': () => jsonResponse(quota()) });
    renderWithProviders(<QuotaCard />);
    const card = within(await screen.findByRole('region', { name: 'Your allowances this hour' }));
    expect(card.getByText(/Free plan, counted by your network address/)).toBeInTheDocument();

    const row = (label: string) => card.getByTestId(`quota-${label}`);
    expect(row('website checks')).toHaveTextContent('17 of 20 left');
    expect(row('website checks')).toHaveTextContent(
      /3 used; back to 20 in about 25 minutes \(at \d{1,2}:\d{2}/,
    );
    expect(row('screenshot checks')).toHaveTextContent('20 of 20 left');
    expect(row('screenshot checks')).toHaveTextContent('None used this hour.');
    expect(row('message checks')).toHaveTextContent('4 of 20 left');
    expect(row('assistant messages')).toHaveTextContent('58 of 60 left');
    expect(row('assistant messages')).toHaveTextContent(/back to 60 in about 50 minutes/);
    expect(card.getByRole('progressbar', { name: 'message checks used this hour' })).toHaveAttribute(
      'aria-valuenow',
      '16',
    );
  });

  it('leaves the assistant row out when the server does not report it', async () => {
    const { chat: _chat, ...withoutChat } = quota();
    stubFetch({ '/api/quota': () => jsonResponse(withoutChat) });
    renderWithProviders(<QuotaCard />);
    await screen.findByRole('region', { name: 'Your allowances this hour' });
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
    expect(screen.queryByTestId('quota-assistant messages')).toBeNull();
  });
});
