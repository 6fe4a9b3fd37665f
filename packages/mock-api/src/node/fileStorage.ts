import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The local server's saved data: one JSON file, written through a temporary file and a rename so
 * a crash mid-write never leaves half a file.
 */
export async function loadSnapshotFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Kept aside rather than overwritten, so nobody loses data to a bad edit without noticing.
    const aside = `${path}.unreadable-${Date.now()}`;
    await rename(path, aside);
    console.warn(`[mock-api] ${path} is not valid JSON; moved it to ${aside} and seeded afresh.`);
    return undefined;
  }
}

export async function saveSnapshotFile(path: string, snapshot: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(snapshot));
  await rename(temporary, path);
}

/**
 * Calls `save` at most once per `delayMs` after changes, and once more on flush(). Saves never
 * overlap: a change during a save schedules the next one. The wait grows to four times the last
 * save's duration, because serializing the large scale (about 120 MB) blocks for most of a second.
 */
export function createDebouncedSaver(save: () => Promise<void>, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let dirty = false;
  let lastDurationMs = 0;
  const runNow = async (): Promise<void> => {
    // Several callers may wait on one save; each re-checks, so none returns while another runs.
    while (running !== null) await running;
    if (!dirty) return;
    dirty = false;
    const started = performance.now();
    running = save()
      .catch((error: unknown) => console.error('[mock-api] saving data failed', error))
      .finally(() => {
        lastDurationMs = performance.now() - started;
        running = null;
      });
    await running;
  };
  return {
    schedule(): void {
      dirty = true;
      if (timer !== null) return;
      timer = setTimeout(
        () => {
          timer = null;
          void runNow();
        },
        Math.max(delayMs, lastDurationMs * 4),
      );
      // A pending save must not keep a test process alive; close() flushes it.
      timer.unref?.();
    },
    async flush(): Promise<void> {
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      while (dirty || running !== null) await runNow();
    },
  };
}
