import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { MAIN_NAV } from './nav-links';

type MainNavProps = {
  label: string;
  id?: string;
  className?: string;
  /** Called after a link is followed, so the mobile menu can close itself. */
  onNavigate?: () => void;
};

function linkClassName({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  );
}

/** The header navigation; NavLink marks the current page with aria-current="page" as well as styling it. */
export function MainNav({ label, id, className, onNavigate }: MainNavProps) {
  return (
    <nav aria-label={label} id={id} className={className}>
      {MAIN_NAV.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          className={linkClassName}
          onClick={onNavigate}
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
