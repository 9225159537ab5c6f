import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { filesService } from '../files/service';
import { readWebTemplatePackage, type WebTemplatePackage } from './package';

/** Packages kept read in memory (a site's pages are rendered again and again). */
const READ_PACKAGES_KEPT = 8;

/** Where a template's package lives: a Storage key and the driver that wrote it. */
export interface StoredPackage {
  key: string;
  driver: string;
}

/** Packages read once per process, by key (a stored package never changes: a new one gets a new key). */
const readCache = new Map<string, Promise<WebTemplatePackage>>();

/**
 * Web template package zips in the Storage (issue 24): checked before they are stored, under
 * `web-template-packages/<uuid>.zip`, read back in memory for rendering.
 */
export function webPackageStore(ctx: AppContext) {
  const { storageOf } = filesService(ctx);

  return {
    async put(zip: Uint8Array): Promise<StoredPackage> {
      const storage = await ctx.storage();
      const key = `web-template-packages/${crypto.randomUUID()}.zip`;
      await storage.put(key, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), 'application/zip');
      return { key, driver: storage.driver };
    },

    /** A stored package, read and checked; null when its zip is gone. */
    async read(stored: StoredPackage): Promise<WebTemplatePackage | null> {
      let pending = readCache.get(stored.key);
      if (!pending) {
        pending = (async () => {
          const storage = await storageOf(stored.driver);
          const object = storage && (await storage.get(stored.key));
          if (!object) throw new Error(`web template package ${stored.key} is missing from the storage`);
          return readWebTemplatePackage(object.bytes);
        })();
        pending.catch(() => readCache.delete(stored.key));
      } else readCache.delete(stored.key);
      // Most recently used last; the oldest out first.
      readCache.set(stored.key, pending);
      while (readCache.size > READ_PACKAGES_KEPT) readCache.delete(readCache.keys().next().value!);
      return pending.catch(() => null);
    },

    async remove(stored: StoredPackage): Promise<void> {
      readCache.delete(stored.key);
      const storage = await storageOf(stored.driver);
      await storage?.delete(stored.key);
    },
  };
}
export type WebPackageStore = ReturnType<typeof webPackageStore>;
