import { PageIntro } from '../components/ui/page-intro';

export function AboutPage() {
  return (
    <PageIntro title="About ScamCheck">
      <p>
        ScamCheck helps people decide whether a website, a link or a screenshot can be trusted before they
        hand over money or personal details. This page will explain who runs ScamCheck, how its checks work
        and where an automated check reaches its limits.
      </p>
    </PageIntro>
  );
}
