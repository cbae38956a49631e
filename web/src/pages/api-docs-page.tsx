import { PageIntro } from '../components/ui/page-intro';

export function ApiDocsPage() {
  return (
    <PageIntro title="API documentation">
      <p>
        Developers will find here how to call the ScamCheck analysis API with an API key: the endpoints,
        request and response formats, error codes and rate limits.
      </p>
    </PageIntro>
  );
}
