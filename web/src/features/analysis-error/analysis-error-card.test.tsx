import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisErrorCard } from './analysis-error-card';

function renderCard(message: string, isRetrying = false) {
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <AnalysisErrorCard message={message} isRetrying={isRetrying} onRetry={onRetry} />
    </MemoryRouter>,
  );
  return { onRetry, card: screen.getByRole('alert') };
}

describe('AnalysisErrorCard', () => {
  it('shows Rate Limit Exceeded with the wait the server named', () => {
    const { card } = renderCard(
      '429: {"error":{"code":"RATE_LIMITED","message":"Rate limit exceeded. Please try again in 42 seconds."}}',
    );
    expect(screen.getByRole('heading', { name: 'Rate Limit Exceeded' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'The analysis provider is limiting how many requests it accepts right now.',
    );
    expect(card).toHaveTextContent('Please try again in 42 seconds.');
    expect(card).toHaveTextContent(/That is less than a minute \(at \d{1,2}:\d{2}/);
  });

  it('says the wait in minutes and a clock time, and how to get more checks', () => {
    const { card } = renderCard(
      '429: {"error":{"code":"RATE_LIMITED","message":"Rate limit exceeded. Please try again in 3499 seconds."}}',
    );
    expect(card).toHaveTextContent('Please try again in 3499 seconds.');
    expect(card).toHaveTextContent(/That is about 59 minutes \(at \d{1,2}:\d{2}/);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'API plans' })).toHaveAttribute('href', '/api');
    expect(card).toHaveTextContent('Opening reports that were already made never counts.');
  });

  it('asks for a few moments when the rate limit gave no wait', () => {
    const { card } = renderCard('429: Too Many Requests');
    expect(screen.getByRole('heading', { name: 'Rate Limit Exceeded' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Please try again in a few moments.');
  });

  it('explains an HTML answer as an Invalid API Response with its likely causes', () => {
    const { card } = renderCard('Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON');
    expect(screen.getByRole('heading', { name: 'Invalid API Response' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/unexpected HTML/);
    expect(card).toHaveTextContent(/maintenance/);
    expect(card).toHaveTextContent(/limiting requests/);
    expect(card).toHaveTextContent(/API key may need to be refreshed/);
  });

  it('shows any other failure as Analysis Error with the raw message', () => {
    const { card } = renderCard('500: Internal Server Error');
    expect(screen.getByRole('heading', { name: 'Analysis Error' })).toBeInTheDocument();
    expect(card).toHaveTextContent('500: Internal Server Error');
  });

  it('shows the server’s own sentence, never the JSON body it came in', () => {
    const { card } = renderCard(
      '400: {"error":{"code":"VALIDATION_FAILED","message":"Please enter a valid domain name or URL"}}',
    );
    expect(card).toHaveTextContent('Please enter a valid domain name or URL');
    expect(card).not.toHaveTextContent(/[{}"]|VALIDATION_FAILED/);
  });

  it('explains a JSON body without a message by its status, not by the JSON', () => {
    const { card } = renderCard('502: {"detail":"upstream timed out"}');
    expect(card).toHaveTextContent('The analysis service had a problem on its side. Please try again later.');
    expect(card).not.toHaveTextContent(/[{}]|upstream/);
  });

  it("shows 'An error occurred' when there is no message", () => {
    const { card } = renderCard('');
    expect(card).toHaveTextContent('An error occurred');
  });

  it("offers 'Try Again', which calls back", async () => {
    const { onRetry } = renderCard('500: boom');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("reads 'Retrying...' and cannot be pressed again while retrying", () => {
    renderCard('500: boom', true);
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  });
});
