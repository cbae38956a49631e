import type { CreatedApiKey } from '@scamcheck/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';

/** /profile: create, list and revoke API keys. */
export function ApiKeysSection() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4">
      <h2 id="api-keys-heading" className="text-xl font-semibold">
        API keys
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Call the ScamCheck API from your own code with <code>Authorization: Bearer &lt;key&gt;</code>. Calls
        count against your plan’s hourly allowance. See the{' '}
        <Link to="/api" className="text-brand-700 dark:text-brand-300 underline">
          API documentation
        </Link>
        .
      </p>
      <CreateApiKeyForm onCreated={setCreated} />
      {created && <NewApiKeyNotice apiKey={created} onDone={() => setCreated(null)} />}
      <ApiKeyList />
    </section>
  );
}
