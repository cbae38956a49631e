import { PageIntro } from '../components/ui/page-intro';

export function ComparePage() {
  return (
    <PageIntro title="Compare websites">
      <p>
        Comparing puts two domains side by side (for example a shop and the brand it claims to be) so their
        scores and findings can be read together. Comparison is not available yet.
      </p>
    </PageIntro>
  );
}
