import { Menu, ShieldCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../ui/icon-button';
import { AccountArea } from '../../features/auth/account-area';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { MainNav } from './main-nav';

export function Header() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const mobileNavId = useId();

  return (
    <header className="relative z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold" aria-label="ScamCheck home">
          <ShieldCheck aria-hidden="true" className="text-brand-600 size-6" />
          <span>ScamCheck</span>
        </Link>
        <MainNav label="Main" className="ml-4 hidden items-center gap-1 md:flex" />
        <div className="ml-auto flex items-center gap-1 whitespace-nowrap sm:gap-2">
          <ThemeToggle />
          <AccountArea />
          <IconButton
            label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls={mobileNavId}
            className="md:hidden"
            onClick={() => setIsMenuOpen(!isMenuOpen)}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </IconButton>
        </div>
      </div>
      {isMenuOpen && (
        <MainNav
          label="Mobile"
          id={mobileNavId}
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
          onNavigate={() => setIsMenuOpen(false)}
        />
      )}
    </header>
  );
}
