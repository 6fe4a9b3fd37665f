/** The browser host's saved data: one JSON string in an IndexedDB object store. */

const STORE = 'snapshots';
const KEY = 'current';

function open(databaseName: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The saved snapshot, or undefined when there is none or it cannot be read. */
export async function loadSnapshotFromIndexedDb(databaseName: string): Promise<unknown> {
  try {
    const database = await open(databaseName);
    const text = await new Promise<unknown>((resolve, reject) => {
      const request = database.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    console.warn('[mock-api] saved data could not be read from IndexedDB; seeding afresh.', error);
    return undefined;
  }
}

export async function saveSnapshotToIndexedDb(
  databaseName: string,
  snapshot: unknown,
): Promise<void> {
  const database = await open(databaseName);
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(JSON.stringify(snapshot), KEY);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

export async function clearIndexedDbSnapshot(databaseName: string): Promise<void> {
  const database = await open(databaseName);
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(KEY);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}
