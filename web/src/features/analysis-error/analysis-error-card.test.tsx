import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisErrorCard } from './analysis-error-card';

function renderCard(message: string, isRetrying = false) {
  const onRetry = vi.fn();
  render(<AnalysisErrorCard message={message} isRetrying={isRetrying} onRetry={onRetry} />);
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

  it('puts the server’s own sentence above the raw message when the body is an API error', () => {
    renderCard(
      '400: {"error":{"code":"VALIDATION_FAILED","message":"Please enter a valid domain name or URL"}}',
    );
    expect(screen.getByText('Please enter a valid domain name or URL')).toBeInTheDocument();
    expect(screen.getByText(/^400: \{"error"/)).toBeInTheDocument();
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
