import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { AVATAR_CLASS, avatarInitial } from './avatar-initial';
import type { User } from './current-user-query';
import { useLogout } from './use-logout';

const ITEM_CLASS =
  'block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 data-[highlighted]:bg-slate-100 dark:hover:bg-slate-800 dark:data-[highlighted]:bg-slate-800';

/**
 * Signed-in account menu: Profile, Admin Panel for admins, Logout (Radix DropdownMenu: arrow keys move,
 * Escape or a click elsewhere closes it and focus goes back to the avatar).
 */
export function AccountMenu({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="Account menu" className={AVATAR_CLASS}>
        {avatarInitial(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-56 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-500">
            {user.name ?? user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          {isAdmin && (
            <DropdownMenu.Item asChild className={ITEM_CLASS}>
              <Link to="/admin">Admin Panel</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => logout(user)}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
