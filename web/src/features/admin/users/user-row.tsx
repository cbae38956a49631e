import {
  PLAN_IDS,
  PLANS,
  PlanIdSchema,
  ROLES,
  RoleSchema,
  type AdminUser,
  type AdminUserUpdate,
} from '@scamcheck/shared';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../report/format';

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900';

type UserRowProps = {
  user: AdminUser;
  isSaving: boolean;
  onChange: (changes: AdminUserUpdate) => void;
};

/** One account: role and plan change on selection; disabling is one button (and reversible). */
export function UserRow({ user, isSaving, onChange }: UserRowProps) {
  const who = user.email;
  return (
    <tr className="border-b border-slate-100 align-middle dark:border-slate-800/60">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        <span className="block break-all">{user.email}</span>
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
          {user.name ?? 'No name'}
        </span>
      </th>
      <td className="py-2 pr-4">
        <select
          aria-label={`Role of ${who}`}
          className={selectClass}
          value={user.role}
          disabled={isSaving}
          onChange={(event) => {
            const role = RoleSchema.safeParse(event.target.value);
            if (role.success) onChange({ role: role.data });
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role === 'admin' ? 'Administrator' : 'User'}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 pr-4">
        <select
          aria-label={`Plan of ${who}`}
          className={selectClass}
          value={user.plan}
          disabled={isSaving}
          onChange={(event) => {
            const plan = PlanIdSchema.safeParse(event.target.value);
            if (plan.success) onChange({ plan: plan.data });
          }}
        >
          {PLAN_IDS.map((plan) => (
            <option key={plan} value={plan}>
              {PLANS[plan].name}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 pr-4">{user.disabled ? 'Disabled' : 'Active'}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{formatDate(user.createdAt)}</td>
      <td className="py-2 text-right">
        <Button
          variant="secondary"
          disabled={isSaving}
          aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${who}`}
          onClick={() => onChange({ disabled: !user.disabled })}
        >
          {user.disabled ? 'Enable' : 'Disable'}
        </Button>
      </td>
    </tr>
  );
}
