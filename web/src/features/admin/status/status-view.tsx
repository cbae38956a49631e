import type { AdminStatus } from '@scamcheck/shared';
import { Panel } from '../ui/panel';
import { QueryState } from '../ui/query-state';
import { ScrollArea } from '../ui/scroll-area';
import { formatBytes, formatUptime, formatWhen } from './format-status';
import { HealthBadge, ReachabilityBadge, type Health } from './health-badge';
import { RefreshButton } from './refresh-button';
import { STATUS_REFRESH_MS, useAdminStatus } from './status-api';
import { StatusFacts } from './status-facts';

const health = (isOk: boolean | null): Health => (isOk === null ? 'unknown' : isOk ? 'ok' : 'failing');

function jobHealth(job: { lastError: string | null; lastFetchedAt: string | null }): Health {
  if (job.lastError !== null) return 'failing';
  return job.lastFetchedAt === null ? 'unknown' : 'ok';
}

function jobLabel(job: { lastError: string | null; lastFetchedAt: string | null; running: boolean }): string {
  if (job.running) return 'Downloading…';
  if (job.lastError !== null) return 'Last download failed';
  return job.lastFetchedAt === null ? 'Not downloaded yet' : 'Up to date';
}

function ServerPanels({ status }: { status: AdminStatus }) {
  const { ai, storage, ocr, rateLimitStore } = status;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Panel title="Server">
        <StatusFacts
          rows={[
            ['Version', status.version],
            ['Uptime', formatUptime(status.uptimeSeconds)],
            ['Memory (RSS)', formatBytes(status.memory.rssBytes)],
            ['JavaScript heap', formatBytes(status.memory.heapUsedBytes)],
            ['Live checks', status.liveChecks ? 'On' : 'Off (offline analysis only)'],
          ]}
        />
      </Panel>
      <Panel title="Storage">
        <StatusFacts
          rows={[
            ['State', <ReachabilityBadge key="s" isHealthy={storage.healthy} />],
            ['Adapter', storage.adapter],
            ['Round trip', `${Math.round(storage.latencyMs)} ms`],
          ]}
        />
      </Panel>
      <Panel title="AI provider">
        <StatusFacts
          rows={[
            ['Provider', ai.provider === 'openai' ? 'OpenAI-compatible' : 'Offline (built in)'],
            ['API key configured', ai.configured ? 'Yes' : 'No'],
            ['Enabled (feature flag)', ai.enabled ? 'Yes' : 'No'],
            [
              'Reachable',
              <HealthBadge
                key="r"
                health={health(ai.reachable)}
                label={ai.reachable === null ? 'Not applicable' : ai.reachable ? 'Reachable' : 'Unreachable'}
              />,
            ],
          ]}
        />
      </Panel>
      <Panel title="Rate limits">
        <StatusFacts
          rows={[
            ['Counter store', rateLimitStore.kind === 'redis' ? 'Redis' : 'In memory'],
            ['State', <ReachabilityBadge key="l" isHealthy={rateLimitStore.healthy} />],
          ]}
        />
      </Panel>
      <Panel title="OCR pool">
        <StatusFacts
          rows={[
            [
              'Workers',
              ocr.started
                ? String(ocr.workers)
                : `${ocr.workers} (not loaded: they start with the next image)`,
            ],
            ['Busy', String(ocr.busy)],
            ['Queued images', String(ocr.queued)],
          ]}
        />
      </Panel>
    </div>
  );
}

function FeedsPanel({ status }: { status: AdminStatus }) {
  return (
    <Panel title="Threat feeds" actions={<RefreshButton target="feeds" />}>
      {status.feeds.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No threat feed is configured.</p>
      ) : (
        <ScrollArea label="Threat feeds table">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Threat feeds</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                {['Feed', 'State', 'Entries', 'Last update', 'Next run'].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {status.feeds.map((feed) => (
                <tr
                  key={feed.source}
                  className="border-b border-slate-100 align-top dark:border-slate-800/60"
                >
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {feed.source}
                  </th>
                  <td className="py-2 pr-4">
                    <HealthBadge health={jobHealth(feed)} label={jobLabel(feed)} />
                    {feed.lastError && (
                      <span className="mt-1 block text-xs break-words text-red-700 dark:text-red-400">
                        {feed.lastError}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-4 tabular-nums">{feed.entries.toLocaleString()}</td>
                  <td className="py-2 pr-4">{formatWhen(feed.lastFetchedAt)}</td>
                  <td className="py-2 pr-4">{formatWhen(feed.nextRunAt, 'Not scheduled')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Panel>
  );
}

function PopularityPanel({ status }: { status: AdminStatus }) {
  const list = status.popularity;
  return (
    <Panel title="Popularity list" actions={<RefreshButton target="popularity" />}>
      <StatusFacts
        rows={[
          ['State', <HealthBadge key="p" health={jobHealth(list)} label={jobLabel(list)} />],
          ['Entries', list.entries.toLocaleString()],
          ['Last update', formatWhen(list.lastFetchedAt)],
          ['Next run', formatWhen(list.nextRunAt, 'Not scheduled')],
          ...(list.lastError ? [['Last error', list.lastError] as [string, string]] : []),
        ]}
      />
    </Panel>
  );
}

/** Everything the server reports about its own health, refreshed every 15 seconds. */
export function StatusView() {
  const status = useAdminStatus();
  return (
    <QueryState query={status} what="the service status">
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            Refreshes every {STATUS_REFRESH_MS / 1000} seconds
            {status.dataUpdatedAt > 0 && ` · checked ${new Date(status.dataUpdatedAt).toLocaleTimeString()}`}.
          </p>
          <ServerPanels status={data} />
          <FeedsPanel status={data} />
          <PopularityPanel status={data} />
        </div>
      )}
    </QueryState>
  );
}
