import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveryScamResult } from '../../test/message-result-factory';
import { renderWithProviders } from '../../test/render-with-providers';
import { MessageResultView } from './message-result-view';

function renderResult(result = deliveryScamResult()) {
  renderWithProviders(<MessageResultView result={result} />);
  return within(screen.getByRole('region', { name: 'Message analysis result' }));
}

describe('MessageResultView', () => {
  it('leads with the verdict and the score in the band’s colour, then the summary and the scam type', () => {
    const view = renderResult();
    expect(view.getByRole('heading', { level: 3 })).toHaveTextContent('Scam');
    expect(view.getByRole('heading', { level: 3 }).className).toContain('text-red-700');
    expect(view.getByRole('img', { name: 'Trust score 4 out of 100: Suspicious' })).toBeInTheDocument();
    expect(view.getByText(/It pretends to be Royal Mail/)).toBeInTheDocument();
    expect(
      within(view.getByRole('list', { name: 'Scam types' })).getByText('Parcel delivery fee'),
    ).toBeVisible();
  });

  it('quotes the hook, the request and the pressure', () => {
    const stages = within(renderResult().getByRole('region', { name: 'How the message works' }));
    expect(stages.getByText('The hook').nextElementSibling).toHaveTextContent('your parcel is on hold');
    expect(stages.getByText('What it asks for').nextElementSibling).toHaveTextContent('Pay within 24 hours');
    expect(stages.getByText('The pressure').nextElementSibling).toHaveTextContent('or it will be returned');
  });

  it('quotes a sentence that is both the hook and the request once, then names it', () => {
    const base = deliveryScamResult();
    const hook = 'Your parcel is on hold: pay the fee here.';
    const stages = within(
      renderResult({ ...base, stages: { ...base.stages, hook, request: hook } }).getByRole('region', {
        name: 'How the message works',
      }),
    );
    expect(stages.getByText('What it asks for').nextElementSibling).toHaveTextContent(
      'The same words as the hook',
    );
    expect(stages.getAllByText(hook)).toHaveLength(1);
  });

  it('never wraps evidence that quotes its own snippets in a second pair of quotes', () => {
    const base = deliveryScamResult();
    const [first, ...rest] = base.findings;
    if (first === undefined) throw new Error('the factory has findings');
    const evidence = '"unpaid shipping fee" "Pay within 24 hours"';
    const view = renderResult({ ...base, findings: [{ ...first, evidence }, ...rest] });
    const quote = within(view.getByRole('region', { name: 'Red flags' })).getByText(evidence);
    expect(quote.tagName).not.toBe('Q');
    expect(quote.querySelector('q')).toBeNull();
  });

  it('lists red flags strongest first with the words that raised them, and what speaks for it apart', () => {
    const view = renderResult();
    const flags = within(view.getByRole('region', { name: 'Red flags' })).getAllByRole('listitem');
    expect(flags.map((flag) => flag.textContent)).toEqual([
      'Asks for a small fee to release a parcelunpaid shipping fee of £1.99',
      'Sets a deadlinewithin 24 hours',
    ]);
    expect(within(view.getByRole('region', { name: 'In its favour' })).getByText('Hi Sam')).toBeVisible();
  });

  it('shows each link with its own verdict and report page, and the other things the message contains', () => {
    const entities = within(renderResult().getByRole('region', { name: 'What the message contains' }));
    const report = entities.getByRole('link', { name: 'Full report for royalmail-redelivery.top' });
    expect(report).toHaveAttribute('href', '/domain/royalmail-redelivery.top');
    const link = report.closest('li');
    expect(link).toHaveTextContent('12 Suspicious');
    expect(link).toHaveTextContent('Brand name on an unrelated domain · High-risk ending (.top)');
    const phone = entities.getByText('09011 234567').closest('li');
    expect(phone).toHaveTextContent('Premium-rate (GB)');
    expect(phone).toHaveTextContent('UK premium-rate numbers cost up to £3.60 a minute.');
    expect(entities.getByText('support@royalmail-help.top')).toBeVisible();
    expect(entities.getByText('£1.99')).toBeVisible();
    expect(entities.getByText('Royal Mail').closest('li')).toHaveTextContent(
      'Its links go somewhere else, not to royalmail.com.',
    );
  });

  it('gives the steps for now and for someone who already replied or paid, in order', () => {
    const view = renderResult();
    const now = within(view.getByRole('region', { name: 'What to do now' })).getAllByRole('listitem');
    expect(now.map((step) => step.textContent)).toEqual([
      'Do not click the link or call the number.',
      'Track parcels only on the carrier’s own website or app.',
    ]);
    const late = within(view.getByRole('region', { name: 'If you already replied or paid' }));
    expect(late.getAllByRole('listitem')[0]).toHaveTextContent('Call your bank');
    expect(late.getByRole('link', { name: /if you were scammed/ })).toHaveAttribute('href', '/scammed');
  });

  it('says which checks were unavailable, and leaves out empty parts', () => {
    const view = renderResult(
      deliveryScamResult({
        verdict: 'no-signs',
        score: 88,
        band: 'trusted',
        families: [],
        stages: { hook: null, request: null, pressure: null },
        findings: [],
        entities: { links: [], phones: [], emails: [], amounts: [], brands: [] },
        unavailable: [{ id: 'link-scores', detail: 'One link could not be scored.' }],
      }),
    );
    expect(view.getByRole('heading', { level: 3 })).toHaveTextContent('No scam signs found');
    expect(view.getByRole('heading', { level: 3 }).className).toContain('text-green-700');
    expect(view.getByText('One link could not be scored.')).toBeVisible();
    expect(within(view.getByRole('region', { name: 'Red flags' })).getByText('None found.')).toBeVisible();
    expect(view.queryByRole('region', { name: 'How the message works' })).toBeNull();
    expect(view.queryByRole('region', { name: 'What the message contains' })).toBeNull();
    expect(view.queryByRole('list', { name: 'Scam types' })).toBeNull();
  });
});
