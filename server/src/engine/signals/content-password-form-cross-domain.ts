import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { isSameBrand, officialBrandOfUrl } from '../signal-helpers/brand-of';
import { hostOf } from '../signal-helpers/site-of';

/**
 * A password field that is submitted to another site: the classic credential-harvesting page. A brand's
 * own sign-in form posting to another of its domains (office.com → microsoftonline.com) is fine.
 */
export const contentPasswordFormCrossDomain = defineSignal({
  id: 'content-password-form-cross-domain',
  category: 'content',
  requires: ['page'],
  codes: ['password-form-cross-domain'],
  run: ({ page }) => {
    const pageBrand = officialBrandOfUrl(page.finalUrl);
    const form = page.forms.find(
      (candidate) =>
        candidate.hasPasswordInput &&
        candidate.isCrossDomain &&
        candidate.action !== null &&
        !isSameBrand(pageBrand, officialBrandOfUrl(candidate.action)),
    );
    if (form === undefined || form.action === null) return [];
    return [
      createFinding('password-form-cross-domain', {
        title: 'Password form sends to another site',
        evidence: `The page asks for a password and submits it to ${hostOf(form.action) ?? form.action} (${form.action}), not to the site you are on.`,
        source: 'page fetch',
      }),
    ];
  },
});
