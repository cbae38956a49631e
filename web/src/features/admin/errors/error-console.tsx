import { useCallback, useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { adminOverviewQueryOptions } from '../overview/overview-query';
import { ConfirmButton } from '../ui/confirm-button';
import { countOf, PagedResults } from '../ui/paged-results';
import { SearchField } from '../ui/search-field';
import { SegmentedControl } from '../ui/segmented-control';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { ErrorGroupItem } from './error-group-item';
import {
  ADMIN_ERRORS_PATH,
  clearErrors,
  resolveGroup,
  useErrorGroups,
  type ErrorListParams,
  type ErrorSourceFilter,
  type ErrorStateFilter,
} from './errors-api';

const SOURCE_OPTIONS: readonly { value: ErrorSourceFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'server', label: 'Server' },
  { value: 'client', label: 'Browser' },
];

const STATE_OPTIONS: readonly { value: ErrorStateFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'Open and resolved' },
];

const isState = (value: string): value is ErrorStateFilter =>
  STATE_OPTIONS.some((option) => option.value === value);

/** Grouped server and browser errors: filter, search, expand, resolve and clear. */
export function ErrorConsole() {
  const id = useId();
  const [params, setParams] = useState<ErrorListParams>({ source: 'all', state: 'open', q: '', page: 1 });
  const groups = useErrorGroups(params);
  const invalidates = [[ADMIN_ERRORS_PATH], adminOverviewQueryOptions.queryKey];
  const resolve = useAdminMutation({
    mutationFn: resolveGroup,
    invalidates,
    successTitle: 'Marked resolved',
    successMessage: (count) => `${count} ${count === 1 ? 'event' : 'events'} resolved.`,
    failureTitle: 'Not resolved',
  });
  const clear = useAdminMutation({
    mutationFn: clearErrors,
    invalidates,
    successTitle: 'Errors cleared',
    successMessage: (count) => `${count} ${count === 1 ? 'event' : 'events'} deleted.`,
    failureTitle: 'Errors not cleared',
  });
  const handleSearch = useCallback((q: string) => setParams((current) => ({ ...current, q, page: 1 })), []);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex flex-col gap-1 text-sm font-medium">
          <span>Source</span>
          <SegmentedControl
            label="Source"
            options={SOURCE_OPTIONS}
            value={params.source}
            onChange={(source) => setParams({ ...params, source, page: 1 })}
          />
        </div>
        <SelectField
          id={`${id}-state`}
          label="State"
          options={STATE_OPTIONS}
          value={params.state}
          onChange={(event) => {
            if (isState(event.target.value)) setParams({ ...params, state: event.target.value, page: 1 });
          }}
        />
        <SearchField
          label="Search errors"
          placeholder="Message or route"
          value={params.q}
          onSearch={handleSearch}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          question="Delete every resolved error?"
          confirmLabel="Yes, clear resolved"
          isPending={clear.isPending}
          onConfirm={() => clear.mutate(true)}
        >
          Clear resolved
        </ConfirmButton>
        <ConfirmButton
          question="Delete every error, open ones too?"
          confirmLabel="Yes, clear all"
          isPending={clear.isPending}
          onConfirm={() => clear.mutate(false)}
        >
          Clear all
        </ConfirmButton>
      </div>
      <PagedResults
        query={groups}
        what="the errors"
        empty={params.state === 'open' ? 'No open error. All is well.' : 'No error matches.'}
        countLabel={(total) => `${countOf(total, 'group')} of identical errors`}
        onPageChange={(page) => setParams({ ...params, page })}
      >
        {(data) => (
          <ul aria-label="Error groups" className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.items.map((group) => (
              <ErrorGroupItem
                key={group.fingerprint}
                group={group}
                isResolving={resolve.isPending && resolve.variables === group.fingerprint}
                onResolve={() => resolve.mutate(group.fingerprint)}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
