import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { DomainList } from '../../features/websites/domain-list';
import { DOMAIN_DISPLAY_LIMIT, shortenDomain } from './domain-name';

const LONG = `paypal.com.account-verification.${'x'.repeat(60)}.${'y'.repeat(60)}.secure-login.example.top`;

describe('long domain names', () => {
  it('keeps short names as they are and shortens long ones keeping both ends', () => {
    expect(shortenDomain('example.com')).toBe('example.com');
    const short = shortenDomain(LONG);
    expect(Array.from(short)).toHaveLength(DOMAIN_DISPLAY_LIMIT);
    expect(short.startsWith('paypal.com.account')).toBe(true);
    expect(short.endsWith('secure-login.example.top')).toBe(true);
    expect(short).toContain('…');
  });

  it('shows the shortened name in the websites list, with the full name on hover', () => {
    render(
      <MemoryRouter>
        <DomainList
          items={[
            { id: '1', domain: LONG, score: 12, band: 'suspicious', createdAt: '2026-01-01T00:00:00Z' },
          ]}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(LONG);
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe(shortenDomain(LONG));
    expect(link.querySelector(`[title="${LONG}"]`)).not.toBeNull();
  });
});
