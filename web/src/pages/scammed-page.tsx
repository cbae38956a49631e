import { PageIntro } from '../components/ui/page-intro';

export function ScammedPage() {
  return (
    <PageIntro title="Scammed?">
      <p>
        If you think a website or message has scammed you, acting quickly limits the damage. This page will
        walk through the first steps (contacting your bank, changing passwords, reporting the site) and where
        to get help.
      </p>
    </PageIntro>
  );
}
