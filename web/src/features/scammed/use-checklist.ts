import { useState } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/local-storage';

export const CHECKLIST_STORAGE_KEY = 'scammed-checklist';

function readChecked(): string[] {
  const raw = readStored(CHECKLIST_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Ticked checklist items, kept in this browser only, so a visitor can come back and carry on. */
export function useChecklist() {
  const [checked, setChecked] = useState<string[]>(readChecked);

  function save(next: string[]) {
    setChecked(next);
    writeStored(CHECKLIST_STORAGE_KEY, JSON.stringify(next));
  }

  return {
    isChecked: (id: string) => checked.includes(id),
    toggle: (id: string) =>
      save(checked.includes(id) ? checked.filter((item) => item !== id) : [...checked, id]),
    reset: () => save([]),
    count: checked.length,
  };
}
