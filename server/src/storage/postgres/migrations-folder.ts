import { join } from 'node:path';
import { findServerPackageRoot } from '../../lib/package-root';

/** server/drizzle, wherever this code runs from (src/ under tsx and vitest, or the dist/ bundle). */
export function migrationsFolder(): string {
  return join(findServerPackageRoot(import.meta.url), 'drizzle');
}
