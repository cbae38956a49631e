import { normalizeTarget, validateDomainInput } from '@scamcheck/shared';
import { AppError } from '../../http/app-error';

/**
 * The key comments are kept under: the site's registrable domain (private suffixes on, so
 * someone.github.io is its own site), the same name the community-reports signal asks about. Any
 * spelling of the domain (Unicode, punycode, www., a URL) names the same comments.
 */
export function commentDomainKey(input: string): string {
  const checked = validateDomainInput(input);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.message);
  const target = normalizeTarget(checked.value);
  return target.registrableDomain ?? target.hostname;
}
