import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & {
  /** Starts loading the page's chunk; once it has arrived the page renders at once, never suspending. */
  preload: () => Promise<void>;
};

/**
 * Code-splits a page that uses a named export (React.lazy wants a default export, and our
 * convention is named ones). A page whose chunk was preloaded renders synchronously: no Suspense
 * fallback ("Loading…") is ever committed for it, which is what keeps the scan form's steps card
 * in place until the result page replaces it (docs/web.md).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: loaded };
      },
      (error: unknown) => {
        loading = null; // a failed chunk may be fetched again on the next attempt
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  Page.displayName = name;
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
