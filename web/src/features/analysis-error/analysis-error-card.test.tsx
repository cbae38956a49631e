import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { AnalysisErrorCard } from './analysis-error-card';

/** The card for what the API client throws on "status: body" (an ApiError), or for any other error. */
function renderCard(failure: string | Error) {
  const onReset = vi.fn();
  const error =
    typeof failure === 'string'
      ? new ApiError({
          status: Number(failure.slice(0, 3)),
          statusText: failure.slice(5),
          body: failure.slice(5),
        })
      : failure;
  render(
    <MemoryRouter>
      <AnalysisErrorCard error={error} onReset={onReset} />
    </MemoryRouter>,
  );
  return { onReset, card: screen.getByRole('alert') };
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
    const { card } = renderCard(new SyntaxError('Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON'));
    expect(screen.getByRole('heading', { name: 'Invalid API Response' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/unexpected HTML/);
    expect(card).toHaveTextContent(/maintenance/);
    expect(card).toHaveTextContent(/limiting requests/);
    expect(card).toHaveTextContent(/API key may need to be refreshed/);
  });

  it('also names an HTML error page an Invalid API Response', () => {
    renderCard('502: <!DOCTYPE html><html>Bad gateway</html>');
    expect(screen.getByRole('heading', { name: 'Invalid API Response' })).toBeInTheDocument();
  });

  it('shows any other failure as Analysis Error with what the status means, not the status line', () => {
    const { card } = renderCard('500: Internal Server Error');
    expect(screen.getByRole('heading', { name: 'Analysis Error' })).toBeInTheDocument();
    expect(card).toHaveTextContent('The analysis service had a problem on its side.');
    expect(card).not.toHaveTextContent('500:');
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
    const { card } = renderCard(new Error(''));
    expect(card).toHaveTextContent('An error occurred');
  });

  it("offers 'Try Again', which asks the checker to reset", async () => {
    const { onReset } = renderCard('500: boom');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
