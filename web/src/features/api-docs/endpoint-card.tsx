import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { curlExample } from './curl-example';
import type { Endpoint } from './openapi-document';
import { schemaOutline } from './schema-outline';

const METHOD_STYLES: Record<Endpoint['method'], string> = {
  get: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  post: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  patch: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  delete: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

/** One endpoint, folded to its method, path and summary; open it for parameters, schemas and curl. */
export function EndpointCard({ endpoint, origin }: { endpoint: Endpoint; origin: string }) {
  const { method, path, operation } = endpoint;
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  const body = Object.entries(operation.requestBody?.content ?? {})[0];
  return (
    <details className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex cursor-pointer list-none items-start gap-3 p-4 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <h4 id={id} className="flex flex-wrap items-center gap-2 font-mono text-sm font-semibold">
            <span className={cn('rounded px-2 py-0.5 uppercase', METHOD_STYLES[method])}>{method}</span>
            <span className="break-all">{path}</span>
          </h4>
          {operation.summary && (
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{operation.summary}</span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-slate-200 px-4 pb-4 dark:border-slate-800">
        {operation.parameters && operation.parameters.length > 0 && (
          <div className="mt-4">
            <h5 className="text-sm font-semibold">Parameters</h5>
            <ul className="mt-2 space-y-1 text-sm">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.in}-${parameter.name}`}>
                  <code className="font-semibold">{parameter.name}</code>{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    ({parameter.in}
                    {parameter.required ? ', required' : ''}): {schemaOutline(parameter.schema)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {body && (
          <div className="mt-4">
            <h5 className="text-sm font-semibold">Request body ({body[0]})</h5>
            <Code label={`Request body of ${method.toUpperCase()} ${path}`}>
              {schemaOutline(body[1].schema)}
            </Code>
          </div>
        )}
        <div className="mt-4">
          <h5 className="text-sm font-semibold">Responses</h5>
          <ul className="mt-2 space-y-3 text-sm">
            {Object.entries(operation.responses).map(([status, response]) => {
              const schema = response.content?.['application/json']?.schema;
              return (
                <li key={status}>
                  <span className="font-mono font-semibold">{status === 'default' ? 'Errors' : status}</span>{' '}
                  {response.description}
                  {schema !== undefined && status !== 'default' && (
                    <Code label={`${status} response of ${method.toUpperCase()} ${path}`}>
                      {schemaOutline(schema)}
                    </Code>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="mt-4">
          <h5 className="text-sm font-semibold">Example</h5>
          <Code label={`curl example for ${method.toUpperCase()} ${path}`}>
            {curlExample(endpoint, origin)}
          </Code>
        </div>
      </div>
    </details>
  );
}
