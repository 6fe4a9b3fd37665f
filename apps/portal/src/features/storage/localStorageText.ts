/** The text stored under `key` in localStorage, or null when missing or storage is refused. */
export function readLocalText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; storage full or refused (private browsing) is let pass. */
export function writeLocalText(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The caller keeps its value in memory: it still works for this page.
  }
}
