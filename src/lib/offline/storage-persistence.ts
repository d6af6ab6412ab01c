// Whether the browser may clear what this device keeps when space runs low (docs/offline.md,
// Kept ahead): the app asks for persistent storage once per page, after what it keeps was first
// written, and the "On this device" panel says what it got.
export type Persistence = 'persistent' | 'may-be-cleared' | 'unsupported';

let asked: Promise<Persistence> | undefined;

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Asks once per page; later calls get the first answer. Never throws. */
export function askPersistentStorage(): Promise<Persistence> {
  asked ??= (async (): Promise<Persistence> => {
    const storage = storageManager();
    if (!storage?.persist || !storage.persisted) return 'unsupported';
    try {
      if (await storage.persisted()) return 'persistent';
      return (await storage.persist()) ? 'persistent' : 'may-be-cleared';
    } catch {
      return 'may-be-cleared';
    }
  })();
  return asked;
}

/** What this origin stores (IndexedDB, caches, the worker's copies) and may store, in bytes. */
export async function storageUse(): Promise<{ usage: number; quota: number } | undefined> {
  const storage = storageManager();
  if (!storage?.estimate) return undefined;
  try {
    const { usage = 0, quota = 0 } = await storage.estimate();
    return { usage, quota };
  } catch {
    return undefined;
  }
}
