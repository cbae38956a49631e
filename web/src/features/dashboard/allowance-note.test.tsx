import { quotaWithSameUsage, type Quota } from '@scamcheck/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { AllowanceNote } from './allowance-note';

function quota(siteUsed: number, resetInSeconds = 1500): Quota {
  const base = quotaWithSameUsage({
    plan: 'free',
    subject: 'address',
    limit: 20,
    used: 2,
    remaining: 18,
    resetInSeconds,
  });
  const site = { limit: 20, used: siteUsed, remaining: 20 - siteUsed, resetInSeconds };
  return { ...base, ...site, allowances: { ...base.allowances, site } };
}

describe('AllowanceNote', () => {
  it('says how many checks of its own allowance are left before any run out', async () => {
    stubFetch({ '/api/quota': () => jsonResponse(quota(3)) });
    renderWithProviders(
      <>
        <AllowanceNote allowance="site" />
        <AllowanceNote allowance="screenshot" />
      </>,
    );
    expect(await screen.findByTestId('allowance-site')).toHaveTextContent(
      '17 of 20 website checks left this hour. Opening a report that was already made is free.',
    );
    expect(screen.getByTestId('allowance-screenshot')).toHaveTextContent(
      '18 of 20 screenshot checks left this hour.',
    );
  });

  it('once none are left, says when more come (minutes and clock time) and how to get more', async () => {
    stubFetch({ '/api/quota': () => jsonResponse(quota(20, 1500)) });
    renderWithProviders(<AllowanceNote allowance="site" />);
    const note = await screen.findByTestId('allowance-site');
    expect(note).toHaveTextContent(
      /used this hour’s 20 website checks; more in about 25 minutes \(at \d{1,2}:\d{2}/,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'API plans' })).toHaveAttribute('href', '/api');
  });
});
