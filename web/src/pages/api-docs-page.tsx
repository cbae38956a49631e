import { PageIntro } from '../components/ui/page-intro';
import { StatusMessage } from '../components/ui/status-message';
import { EndpointCard } from '../features/api-docs/endpoint-card';
import { endpointsByTag, useOpenApiDocument } from '../features/api-docs/openapi-document';
import { PlansTable } from '../features/api-docs/plans-table';
import { humanErrorText } from '../lib/api-error';

const TAG_TITLES: Record<string, string> = {
  analysis: 'Analysis',
  assistant: 'Assistant',
  account: 'Account',
  'api keys': 'API keys',
  downloads: 'Downloads',
  system: 'System',
  auth: 'Sign-in',
};
// What developers come for first; tags not listed here follow in the document's order.
const TAG_ORDER = Object.keys(TAG_TITLES);

function tagRank(tag: string): number {
  const rank = TAG_ORDER.indexOf(tag);
  return rank === -1 ? TAG_ORDER.length : rank;
}

/** /api: the API reference, generated from the server's own OpenAPI document so it never drifts. */
export function ApiDocsPage() {
  const document = useOpenApiDocument();
  const origin = window.location.origin;
  return (
    <>
      <PageIntro title="API documentation">
        <p>
          Check domains, links and screenshots from your own software. Every endpoint answers JSON; errors
          answer <code>{'{ "error": { "code", "message" } }'}</code> with a matching HTTP status.
        </p>
      </PageIntro>
      <div className="max-w-4xl space-y-10">
        <section aria-labelledby="api-auth" className="space-y-3">
          <h2 id="api-auth" className="text-2xl font-semibold">
            Authentication and quotas
          </h2>
          <p className="text-slate-700 dark:text-slate-300">
            Create an API key on your profile page and send it as{' '}
            <code>Authorization: Bearer &lt;key&gt;</code>. Calls count against your plan’s hourly allowance;
            without a key they count against the free allowance of your network address. Over the limit the
            API answers <code>429</code> with a <code>Retry-After</code> header and the message “Rate limit
            exceeded. Please try again in N seconds.”
          </p>
          <PlansTable />
        </section>
        <section aria-labelledby="api-endpoints" className="space-y-6">
          <h2 id="api-endpoints" className="text-2xl font-semibold">
            Endpoints
          </h2>
          {document.isPending && <StatusMessage>Loading the API description…</StatusMessage>}
          {document.isError && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              The API description could not be loaded ({humanErrorText(document.error)}). It is also available
              as JSON at{' '}
              <a href="/api/openapi.json" className="underline">
                /api/openapi.json
              </a>
              .
            </p>
          )}
          {document.data &&
            [...endpointsByTag(document.data)]
              .sort(([a], [b]) => tagRank(a) - tagRank(b))
              .map(([tag, endpoints]) => (
                <section key={tag} aria-labelledby={`api-tag-${tag}`} className="space-y-4">
                  <h3 id={`api-tag-${tag}`} className="text-xl font-semibold">
                    {TAG_TITLES[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1)}
                  </h3>
                  {endpoints.map((endpoint) => (
                    <EndpointCard
                      key={`${endpoint.method} ${endpoint.path}`}
                      endpoint={endpoint}
                      origin={origin}
                    />
                  ))}
                </section>
              ))}
          {document.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Version {document.data.info.version}. Machine-readable description:{' '}
              <a href="/api/openapi.json" className="text-brand-700 dark:text-brand-500 underline">
                /api/openapi.json
              </a>{' '}
              (OpenAPI 3.1).
            </p>
          )}
        </section>
      </div>
    </>
  );
}
