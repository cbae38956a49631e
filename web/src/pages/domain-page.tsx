import { useParams } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';

export function DomainPage() {
  // React Router has already percent-decoded the segment, so IDN and encoded names read naturally.
  const { domain = '' } = useParams();
  return (
    <PageIntro title={domain}>
      <p>
        The security report for this domain will appear here: its trust score, the findings behind it and a
        plain-language explanation of what they mean.
      </p>
    </PageIntro>
  );
}
