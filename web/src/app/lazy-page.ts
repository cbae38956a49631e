import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Code-splits a page that uses a named export: React.lazy wants a default export,
 * and CONVENTIONS 14 wants named ones.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
