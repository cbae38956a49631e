import type { NewComment, Storage } from '../ports';
import { at, signIn } from './fresh-storage';

let accounts = 0;

/** A fresh signed-in author (comments belong to accounts). */
export async function author(storage: Storage, name: string | null = null): Promise<string> {
  accounts += 1;
  return (await signIn(storage, `commenter-${accounts}`, name)).id;
}

export function comment(userId: string, overrides: Partial<NewComment> = {}): NewComment {
  return {
    domain: 'shop.example',
    userId,
    rating: 1,
    text: 'They never shipped my order.',
    status: 'approved',
    createdAt: at(0),
    ...overrides,
  };
}
