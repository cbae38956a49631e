import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { avatarInitial } from './avatar-initial';
import type { User } from './current-user-query';
import { useLogout } from './use-logout';

const ITEM_CLASS =
  'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

/** Closes the menu on Escape or a click elsewhere, like any native menu. */
function useDismiss(isOpen: boolean, close: () => void, container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const handlePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isOpen, close, container]);
}

/** Signed-in account menu: Profile, Admin Panel for admins, Logout. */
export function AccountMenu({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, close, containerRef);

  const handleLogout = () => {
    close();
    logout(user);
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-label="Account menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen(!isOpen)}
        className="bg-brand-600 inline-flex size-9 items-center justify-center rounded-full font-semibold text-white"
      >
        {avatarInitial(user)}
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 z-20 mt-2 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500">{user.name ?? user.email}</p>
          <Link to="/profile" className={ITEM_CLASS} onClick={close}>
            Profile
          </Link>
          {isAdmin && (
            <Link to="/admin" className={ITEM_CLASS} onClick={close}>
              Admin Panel
            </Link>
          )}
          <button type="button" className={ITEM_CLASS} onClick={handleLogout}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
