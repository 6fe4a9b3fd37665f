import { useCallback, useState } from 'react';
import {
  addPaletteUse,
  getPaletteHistoryKey,
  type PaletteUse,
  parsePaletteHistory,
} from './paletteHistory.ts';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private browsing): the history still works for this page.
  }
}

/** The signed-in user's palette choices, kept in localStorage (none without a user). */
export function usePaletteHistory(userId: number | null) {
  const key = userId === null ? null : getPaletteHistoryKey(userId);
  const [stored, setStored] = useState(() => ({
    key,
    uses: key === null ? [] : parsePaletteHistory(read(key)),
  }));
  // Another user (impersonation starts or stops): their own history.
  const uses =
    stored.key === key ? stored.uses : key === null ? [] : parsePaletteHistory(read(key));
  const remember = useCallback(
    (id: string, record?: PaletteUse['record']) => {
      if (key === null) return;
      // Read again: another tab may have added one meanwhile.
      const next = addPaletteUse(parsePaletteHistory(read(key)), id, Date.now(), record);
      write(key, JSON.stringify(next));
      setStored({ key, uses: next });
    },
    [key],
  );
  return { uses, remember } as const;
}
