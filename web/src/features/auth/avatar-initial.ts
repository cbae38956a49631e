import type { User } from './current-user-query';

/** The avatar letter: first letter of the name, else of the email, else 'U'. */
export function avatarInitial(user: Pick<User, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email?.trim() || 'U';
  return (Array.from(source)[0] ?? 'U').toUpperCase();
}

/** The round avatar of the header's account menu (and its placeholder while the menu loads). */
export const AVATAR_CLASS =
  'bg-brand-600 inline-flex size-9 items-center justify-center rounded-full font-semibold text-white';
