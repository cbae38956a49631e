import { RoleSchema } from '@scamcheck/shared';
import { useCallback, useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { countOf, PagedResults } from '../ui/paged-results';
import { ScrollArea } from '../ui/scroll-area';
import { SearchField } from '../ui/search-field';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { ADMIN_USERS_PATH, updateUser, useAdminUsers, type UserListParams } from './users-api';
import { UserRow } from './user-row';

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Administrators' },
  { value: 'user', label: 'Users' },
];

const HEADINGS = ['Role', 'Plan', 'State', 'Joined'];

/** Search accounts and change their role, plan or access. The server refuses self-demotion and self-disable. */
export function UserTable() {
  const id = useId();
  const [params, setParams] = useState<UserListParams>({ q: '', role: null, page: 1 });
  const users = useAdminUsers(params);
  const update = useAdminMutation({
    mutationFn: updateUser,
    invalidates: [[ADMIN_USERS_PATH]],
    successTitle: (user) => `Saved ${user.email}`,
    failureTitle: 'Account not changed',
  });
  const handleSearch = useCallback((q: string) => setParams((current) => ({ ...current, q, page: 1 })), []);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search accounts"
          placeholder="Email or name"
          value={params.q}
          onSearch={handleSearch}
        />
        <SelectField
          id={`${id}-role`}
          label="Role"
          options={ROLE_OPTIONS}
          value={params.role ?? ''}
          onChange={(event) => {
            const role = RoleSchema.safeParse(event.target.value);
            setParams({ ...params, role: role.success ? role.data : null, page: 1 });
          }}
        />
      </div>
      <PagedResults
        query={users}
        what="the accounts"
        empty="No account matches."
        countLabel={(total) => countOf(total, 'account')}
        onPageChange={(page) => setParams({ ...params, page })}
      >
        {(data) => (
          <ScrollArea label="Accounts table">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Accounts</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Account
                  </th>
                  {HEADINGS.map((heading) => (
                    <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                      {heading}
                    </th>
                  ))}
                  <th scope="col" className="py-2">
                    <span className="sr-only">Access</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSaving={update.isPending && update.variables.id === user.id}
                    onChange={(changes) => update.mutate({ id: user.id, changes })}
                  />
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </PagedResults>
    </div>
  );
}
