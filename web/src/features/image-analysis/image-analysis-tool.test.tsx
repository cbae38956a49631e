import { IMAGE_UPLOAD_MESSAGES, type ImageAnalysisResult } from '@scamcheck/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { useToastStore } from '../../components/ui/toast-store';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse, pending, stubFetch } from '../../test/fetch-stub';
import { ImageAnalysisTool } from './image-analysis-tool';

const SCAM_RESULT: ImageAnalysisResult = {
  score: 12,
  isScam: true,
  analysis: 'This looks like a scam: parcel or toll payment.',
  redFlags: [
    'Fake delivery or unpaid-toll notice: "unpaid toll of $6.99"',
    'Link to ezpass-tolls.vip looks suspicious',
  ],
  extractedText: 'E-ZPass: You have an outstanding toll balance of $6.99.',
  links: [
    {
      text: 'https://ezpass-tolls.vip/pay',
      domain: 'ezpass-tolls.vip',
      score: 35,
      band: 'suspicious',
      reportPath: '/domain/ezpass-tolls.vip',
      issues: ['Very high-risk ending (.vip)'],
    },
  ],
  categories: ['parcel'],
  indicators: { phoneNumbers: [], wallets: [], emails: [] },
  findings: [],
  provider: 'offline',
  vision: 'off',
};

function renderTool() {
  const router = createMemoryRouter([{ path: '/', element: <ImageAnalysisTool /> }], {
    initialEntries: ['/'],
  });
  return render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

function png(name = 'screenshot.png', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file] } });
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  act(() => useToastStore.getState().dismiss());
});

describe('ImageAnalysisTool', () => {
  it('offers an upload area reachable by keyboard: Enter opens the file picker', () => {
    renderTool();
    const area = screen.getByRole('button', { name: 'Click or press Enter to upload an image' });
    const input = screen.getByTestId('image-input');
    const picker = vi.spyOn(input, 'click');
    area.focus();
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(picker).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Analyze Image' })).toBeDisabled();
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }), IMAGE_UPLOAD_MESSAGES.type],
    ['an image over 5 MB', png('huge.png', 5 * 1024 * 1024 + 1), IMAGE_UPLOAD_MESSAGES.size],
  ])('refuses %s with the spec’s alert', (_label, file, message) => {
    renderTool();
    choose(file);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Analyze Image' })).toBeDisabled();
  });

  it('previews the chosen image with its name and size in KB, and the remove button resets everything', () => {
    renderTool();
    choose(png('toll-text.png', 3072));
    expect(screen.getByText('toll-text.png')).toBeInTheDocument();
    expect(screen.getByText('3.0 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('toll-text.png')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Click or press Enter to upload an image' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Image' })).toBeDisabled();
  });

  it('takes a file dropped on the upload area', () => {
    renderTool();
    const area = screen.getByRole('button', { name: 'Click or press Enter to upload an image' });
    fireEvent.drop(area, { dataTransfer: { files: [png('dropped.png')] } });
    expect(screen.getByText('dropped.png')).toBeInTheDocument();
  });

  it('climbs 10% every 100 ms up to 90%, then shows 100%, the 3-second banner, a toast and the result', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch({
      '/api/analyze-image': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    document.cookie = 'csrf-token=token-123; path=/';
    renderTool();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Image' }));
    const bar = () => screen.getByRole('progressbar', { name: 'Image analysis progress' });

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(bar()).toHaveAttribute('aria-valuenow', '40');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByText('90%')).toBeInTheDocument();

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('X-CSRF-Token')).toBe('token-123');
    expect(request?.body).toBeInstanceOf(FormData);
    expect(request?.body instanceof FormData && request.body.get('image')).toBeInstanceOf(File);

    await act(async () => {
      answer(jsonResponse(SCAM_RESULT));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Image analysis complete!')).toBeInTheDocument();
    expect(screen.getByText('Image Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText("We've analyzed your image for potential scams.")).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Image analysis result' });
    expect(within(panel).getByText('Potential Scam')).toBeInTheDocument();
    expect(within(panel).getByRole('meter', { name: 'Safety score' })).toHaveAttribute('data-colour', 'red');
    expect(within(panel).getByText('Analysis:')).toBeInTheDocument();
    expect(within(panel).getByText(SCAM_RESULT.analysis)).toBeInTheDocument();
    expect(within(panel).getByText('Red Flags:')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(SCAM_RESULT.redFlags));
    expect(within(panel).getByRole('link', { name: 'Full report for ezpass-tolls.vip' })).toHaveAttribute(
      'href',
      '/domain/ezpass-tolls.vip',
    );

    // The banner appeared within the last 10 ms: still there just before 3 s, gone just after.
    await act(() => vi.advanceTimersByTimeAsync(2980));
    expect(screen.getByText('Image analysis complete!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(screen.queryByText('Image analysis complete!')).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Analyze Another' }));
    expect(screen.queryByRole('region', { name: 'Image analysis result' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Click or press Enter to upload an image' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'our error body',
      () => jsonResponse({ error: { code: 'PAYLOAD_TOO_LARGE', message: IMAGE_UPLOAD_MESSAGES.size } }, 413),
      IMAGE_UPLOAD_MESSAGES.size,
    ],
    ['a string error', () => jsonResponse({ error: 'Quota used up' }, 429), 'Quota used up'],
    [
      'a body that is not JSON',
      () => new Response('<html>502</html>', { status: 502 }),
      'Failed to analyze image',
    ],
  ])('shows the destructive toast with the message from %s', async (_label, respond, message) => {
    stubFetch({ '/api/analyze-image': respond });
    renderTool();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Image' }));
    expect(await screen.findByText('Image Analysis Failed')).toBeInTheDocument();
    const toastText = screen.getAllByText(message).find((node) => node.closest('[role="alert"]') === null);
    expect(toastText).toBeDefined();
    expect(screen.getByRole('alert')).toHaveTextContent(/Try Again/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Image analysis result' })).not.toBeInTheDocument();
  });

  it("'Try Again' on the error card starts over with an empty drop zone, sending nothing", async () => {
    const requests = stubFetch({
      '/api/analyze-image': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Broken' } }, 500),
    });
    renderTool();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Click or press Enter to upload an image' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith('/api/analyze-image'))).toHaveLength(1);
  });

  it('labels a safe result and colours its gauge green', async () => {
    stubFetch({
      '/api/analyze-image': () =>
        jsonResponse({ ...SCAM_RESULT, score: 88, isScam: false, redFlags: [], links: [], categories: [] }),
    });
    renderTool();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Image' }));
    expect(await screen.findByText('Likely Safe')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Safety score' })).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText('None found.')).toBeInTheDocument();
  });

  it('keeps the button disabled while an analysis is running', () => {
    stubFetch({ '/api/analyze-image': pending });
    renderTool();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Image' }));
    expect(screen.getByRole('button', { name: 'Analyze Image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeDisabled();
  });
});
