import type { Lookalike } from '@scamcheck/shared';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { resultPath } from '../scan/analyze-domain';

const TECHNIQUES: Record<Lookalike['technique'], string> = {
  homoglyph: 'uses look-alike characters',
  'edit-distance': 'differs by a typo',
  bitsquat: 'differs by a single flipped character',
  'tld-swap': 'uses a different ending',
  combosquat: 'adds extra words to the brand name',
  subdomain: 'puts the brand name in front of a different site',
};

/** "Did you mean …?": the brand this host imitates and its real address. */
export function LookalikeNotice({ lookalike }: { lookalike: Lookalike }) {
  return (
    <aside
      aria-label="Possible impersonation"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <TriangleAlert
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300"
      />
      <div>
        <p className="text-lg font-semibold">
          Did you mean{' '}
          <Link to={resultPath(lookalike.officialDomain)} className="underline underline-offset-2">
            {lookalike.officialDomain}
          </Link>
          ?
        </p>
        <p className="mt-1">
          This address looks like {lookalike.brand}’s but {TECHNIQUES[lookalike.technique]}. The real{' '}
          {lookalike.brand} site is {lookalike.officialDomain}.
        </p>
      </div>
    </aside>
  );
}
