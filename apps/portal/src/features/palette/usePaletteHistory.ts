import { getPaletteHistoryKey } from '@airtime/domain';
import { useCallback, useState } from 'react';
import { readLocalText, writeLocalText } from '../storage/localStorageText.ts';
import { addPaletteUse, type PaletteUse, parsePaletteHistory } from './paletteHistory.ts';

const load = (key: string | null) => ({
  key,
  uses: key === null ? [] : parsePaletteHistory(readLocalText(key)),
});

/** The signed-in user's palette choices, kept in localStorage (none without a user). */
export function usePaletteHistory(userId: number | null) {
  const key = userId === null ? null : getPaletteHistoryKey(userId);
  const [stored, setStored] = useState(() => load(key));
  let current = stored;
  if (stored.key !== key) {
    // Another user (impersonation starts or stops): their own history, read once.
    current = load(key);
    setStored(current);
  }
  const remember = useCallback(
    (id: string, record?: PaletteUse['record']) => {
      if (key === null) return;
      // Read again: another tab may have added one meanwhile.
      const next = addPaletteUse(parsePaletteHistory(readLocalText(key)), id, Date.now(), record);
      writeLocalText(key, JSON.stringify(next));
      setStored({ key, uses: next });
    },
    [key],
  );
  return { uses: current.uses, remember } as const;
}
