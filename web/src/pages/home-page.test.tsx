import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

const STATS = {
  totalDomainsAnalyzed: 10,
  domainsAnalyzedToday: 2,
  suspiciousDomainsDetected: 3,
  safeDomainsVerified: 5,
  lastUpdated: '2025-03-04T05:06:07.000Z',
};

/** Where an element sits in the page, to check the order of the home page. */
function position(element: Element): number {
  return [...document.querySelectorAll('*')].indexOf(element);
}

describe('home page', () => {
  it('puts the scan form, OR, the image upload and the education links in the spec’s order', async () => {
    stubFetch({ '/api/statistics': () => jsonResponse(STATS) });
    renderRoute('/');
    const main = within(screen.getByRole('main'));
    const heading = await main.findByRole(
      'heading',
      { level: 1, name: 'AI domain analysis helps identify trustworthy websites' },
      PAGE_LOAD,
    );
    const analyze = main.getByRole('button', { name: 'Analyze URL' });
    const or = main.getByRole('separator', { name: 'or' });
    const upload = main.getByText('Click or press Enter to upload an image');
    const education = main.getByRole('heading', { name: 'Learn to spot scams' });
    expect(or).toHaveTextContent('OR');
    expect([heading, analyze, or, upload, education].map(position)).toEqual(
      [...[heading, analyze, or, upload, education].map(position)].sort((a, b) => a - b),
    );
    // The tour's three targets exist on the page.
    for (const id of ['url-input', 'image-analysis', 'education']) {
      expect(document.querySelector(`[data-tour="${id}"]`)).not.toBeNull();
    }
  });

  it('has statistics, how detection works, the quiz, the FAQ and links to about and extensions', async () => {
    stubFetch({ '/api/statistics': () => jsonResponse(STATS) });
    renderRoute('/');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Platform Statistics' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await main.findByRole('heading', { name: 'How detection works' }, PAGE_LOAD)).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Can you spot the scam?' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /About ScamCheck/ })).toHaveAttribute('href', '/about');
    expect(main.getByRole('link', { name: /Browser extension/ })).toHaveAttribute('href', '/extensions');
    expect(main.getByRole('button', { name: 'Take Tour' })).toBeInTheDocument();
  });

  it('offers a "Check a message" tab beside the link and screenshot checks, with arrow-key moves', async () => {
    stubFetch({ '/api/statistics': () => jsonResponse(STATS) });
    renderRoute('/');
    const main = within(screen.getByRole('main'));
    const tabs = within(await main.findByRole('tablist', { name: 'What to check' }, PAGE_LOAD));
    const linkTab = tabs.getByRole('tab', { name: 'Check a link or screenshot' });
    const messageTab = tabs.getByRole('tab', { name: 'Check a message' });
    expect(linkTab).toHaveAttribute('aria-selected', 'true');
    expect(main.queryByLabelText('Paste the message')).toBeNull();

    fireEvent.click(messageTab);
    expect(messageTab).toHaveAttribute('aria-selected', 'true');
    expect(main.getByRole('tabpanel', { name: 'Check a message' })).toBeVisible();
    expect(await main.findByLabelText('Paste the message', {}, PAGE_LOAD)).toBeVisible();
    expect(main.queryByRole('button', { name: 'Analyze URL' })).toBeNull();

    fireEvent.keyDown(messageTab, { key: 'ArrowRight' });
    expect(linkTab).toHaveAttribute('aria-selected', 'true');
    expect(linkTab).toHaveFocus();
    expect(main.getByRole('button', { name: 'Analyze URL' })).toBeVisible();
    // The message panel stays mounted, hidden, so what was typed in it is kept.
    expect(main.getByLabelText('Paste the message')).not.toBeVisible();
  });

  it('opens the message tab from a link to /#message, also when followed on the home page itself', async () => {
    stubFetch({ '/api/statistics': () => jsonResponse(STATS) });
    const { router } = renderRoute('/#message');
    const main = within(screen.getByRole('main'));
    expect(await main.findByLabelText('Paste the message', {}, PAGE_LOAD)).toBeVisible();

    fireEvent.click(main.getByRole('tab', { name: 'Check a link or screenshot' }));
    expect(main.getByLabelText('Paste the message')).not.toBeVisible();
    await act(() => router.navigate('/#message'));
    expect(main.getByLabelText('Paste the message')).toBeVisible();
  });
});
