import { incidentGuide, stepSentence } from '@scamcheck/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

describe('/scammed', () => {
  it('opens the guide named in the address with its steps in order, the ones the assistant gives', async () => {
    stubFetch({});
    renderRoute('/scammed#crypto');
    const summary = await screen.findByText('Cryptocurrency', { selector: 'summary' }, PAGE_LOAD);
    const guide = summary.closest('details');
    expect(guide).toHaveAttribute('open');
    const items = within(guide as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(incidentGuide('crypto').steps.map(stepSentence));
    expect(
      screen.getByText('Credit or debit card', { selector: 'summary' }).closest('details'),
    ).not.toHaveAttribute('open');
  });

  it('lists the reporting services by country, with the phone numbers', async () => {
    stubFetch({});
    renderRoute('/scammed');
    const uk = await screen.findByRole('region', { name: 'United Kingdom' }, PAGE_LOAD);
    expect(within(uk).getByRole('link', { name: /Action Fraud/ })).toHaveAttribute(
      'href',
      'https://www.actionfraud.police.uk/',
    );
    expect(uk).toHaveTextContent('7726');
    const india = screen.getByRole('region', { name: 'India' });
    expect(within(india).getByRole('link', { name: /cybercrime\.gov\.in/ })).toHaveAttribute(
      'href',
      'https://cybercrime.gov.in/',
    );
    expect(india).toHaveTextContent('1930');
    for (const name of ['United States', 'Australia'])
      expect(screen.getByRole('region', { name })).toBeVisible();
    expect(
      screen.getByText('Someone threatens to share intimate images', { selector: 'summary' }),
    ).toBeVisible();
  });
});
