export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: lets keyboard users jump past the header (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
