import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { isSameBrand, officialBrandOfUrl } from '../signal-helpers/brand-of';
import { brandsNamedIn, wordsOf } from '../signal-helpers/brand-in-text';

const SIGN_IN_WORDS =
  / (log ?in|logon|sign ?in|signin|verify|verification|account|password|secure|security|update|confirm|wallet|billing|unlock|suspended|id) /;
// A bare brand name ("PayPal", "Netflix - Log in") is how a copied login page is titled; an article
// that mentions a brand has a longer title.
const SHORT_TITLE_WORDS = 4;

/**
 * The page title names a brand but the site is not that brand's. Only the title counts (page text
 * mentions brands innocently all the time); with a password field on the page it is a brand login clone.
 */
export const contentBrandTitleMismatch = defineSignal({
  id: 'content-brand-title-mismatch',
  category: 'content',
  requires: ['page'],
  codes: ['brand-in-title', 'brand-login-page'],
  run: ({ page, lexical, target }) => {
    if (page.title === null || page.title.trim() === '') return [];
    const title = wordsOf(page.title);
    const hasSignInWords = SIGN_IN_WORDS.test(title);
    const hasPassword = page.passwordInputCount > 0;
    const siteBrands = [lexical.officialBrand, officialBrandOfUrl(page.finalUrl)];
    const mention = brandsNamedIn(page.title).find(
      ({ brand, isEverydayWord }) =>
        !siteBrands.some((siteBrand) => isSameBrand(siteBrand, brand)) &&
        (!isEverydayWord || (hasPassword && hasSignInWords)),
    );
    if (mention === undefined) return [];
    const isShort = title.trim().split(' ').length <= SHORT_TITLE_WORDS;
    const official = mention.brand.domains[0] ?? 'its own domain';
    if (hasPassword) {
      return [
        createFinding('brand-login-page', {
          title: `Looks like a ${mention.name} sign-in page`,
          evidence: `The page is titled "${page.title}" and asks for a password, but ${target.unicodeHostname} is not ${mention.name}'s site (${official}).`,
          source: 'page fetch',
        }),
      ];
    }
    if (!isShort && !hasSignInWords) return [];
    return [
      createFinding('brand-in-title', {
        title: `Uses the ${mention.name} name`,
        evidence: `The page is titled "${page.title}", but ${target.unicodeHostname} is not ${mention.name}'s site (${official}).`,
        source: 'page fetch',
      }),
    ];
  },
});
