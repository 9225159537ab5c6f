import crypto from 'node:crypto';
import type { TemplateFieldType } from '../../../shared/catalog/rules';
import type { TemplateManifest } from '../../../shared/templates/package-rules';
import type { TemplatePackage } from '../../../shared/templates/schemas';
import type { AppContext } from '../../context';
import { filesService } from '../files/service';
import { readTemplatePackage, type TemplatePackageContents } from './package';

/** Packages uploaded but never used by a template are removed after a day. */
const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Packages kept read in memory (a design is drawn again and again). */
const READ_PACKAGES_KEPT = 24;

const keyOf = (id: string) => `template-packages/${id}.zip`;

export interface PackageRow {
  id: string;
  fileName: string;
  size: number;
  files: string[];
  manifest: TemplateManifest;
}

/** A summary of a stored package, as the form shows it. */
export const packageSummary = (p: PackageRow): TemplatePackage => ({
  id: p.id,
  fileName: p.fileName,
  size: p.size,
  files: p.files,
  name: p.manifest.name,
  width: p.manifest.size.width,
  height: p.manifest.size.height,
  keys: p.manifest.keys,
});

/** Packages read once per process, by id (a stored package never changes). */
const readCache = new Map<string, Promise<TemplatePackageContents>>();

/**
 * Template packages in the Storage (issue 12): a zip is checked before it is stored (nothing is
 * stored when it has problems), kept under `template-packages/<id>.zip` with a row saying what it
 * holds, and read back for drawing.
 */
export function packageStore(ctx: AppContext) {
  const { db } = ctx;

  const { storageOf } = filesService(ctx);

  async function row(id: string): Promise<(PackageRow & { storage: string }) | null> {
    const r = await db.selectFrom('template_packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) return null;
    return {
      id: r.id,
      fileName: r.file_name,
      size: r.size,
      files: JSON.parse(r.files) as string[],
      manifest: JSON.parse(r.manifest) as TemplateManifest,
      storage: r.storage,
    };
  }

  /** Deletes packages no template uses that were uploaded more than a day ago (an add page left). */
  async function removeOrphans() {
    const before = new Date(ctx.clock.now().getTime() - ORPHAN_AFTER_MS).toISOString();
    const orphans = await db
      .selectFrom('template_packages as p')
      .select(['p.id', 'p.storage'])
      .where('p.created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('templates as t')
              .select('t.id')
              .where((eb) =>
                eb.or([eb('t.zip_file', '=', eb.ref('p.id')), eb('t.zip_default_file', '=', eb.ref('p.id'))]),
              ),
          ),
        ),
      )
      .limit(20)
      .execute();
    for (const o of orphans) await remove(o.id, o.storage);
  }

  async function remove(id: string, driver?: string) {
    const storage = await storageOf(driver ?? (await row(id))?.storage ?? 'local');
    await db.deleteFrom('template_packages').where('id', '=', id).execute();
    await storage?.delete(keyOf(id));
    readCache.delete(id);
  }

  return {
    row,

    /** Checks a zip against the active template fields and stores it; PackageProblems when it has any. */
    async store(
      zip: Buffer,
      fileName: string,
      fields: ReadonlyMap<string, TemplateFieldType>,
      by: number,
    ): Promise<PackageRow> {
      const contents = readTemplatePackage(zip, fields);
      await removeOrphans().catch((err: unknown) =>
        ctx.log.warn({ err }, 'template package clean-up failed'),
      );
      const id = crypto.randomUUID();
      const storage = await ctx.storage();
      await storage.put(keyOf(id), zip, 'application/zip');
      const stored: PackageRow = {
        id,
        fileName,
        size: zip.length,
        files: contents.files,
        manifest: contents.manifest,
      };
      try {
        await db
          .insertInto('template_packages')
          .values({
            id,
            file_name: fileName,
            size: zip.length,
            storage: storage.driver,
            files: JSON.stringify(contents.files),
            manifest: JSON.stringify(contents.manifest),
            created_by: by,
            created_at: ctx.clock.now().toISOString(),
          })
          .execute();
      } catch (err) {
        await storage.delete(keyOf(id));
        throw err;
      }
      readCache.set(id, Promise.resolve(contents));
      return stored;
    },

    /**
     * A stored package, read and checked. `fields` checks its keys again (a preview, after a field
     * may have been switched off); null draws it as stored. Null when it is gone.
     */
    async read(
      id: string,
      fields: ReadonlyMap<string, TemplateFieldType> | null = null,
    ): Promise<TemplatePackageContents | null> {
      if (fields) {
        const r = await row(id);
        const storage = r && (await storageOf(r.storage));
        const object = storage && (await storage.get(keyOf(id)));
        return object ? readTemplatePackage(object.bytes, fields) : null;
      }
      let pending = readCache.get(id);
      if (!pending) {
        pending = (async () => {
          const r = await row(id);
          const storage = r && (await storageOf(r.storage));
          const object = storage && (await storage.get(keyOf(id)));
          if (!object) throw new Error(`template package ${id} is missing from the storage`);
          return readTemplatePackage(object.bytes, null);
        })();
        readCache.set(id, pending);
        pending.catch(() => readCache.delete(id));
        // Oldest out first: a Map keeps insertion order.
        while (readCache.size > READ_PACKAGES_KEPT) readCache.delete(readCache.keys().next().value!);
      } else {
        // Most recently used last.
        readCache.delete(id);
        readCache.set(id, pending);
      }
      return pending.catch(() => null);
    },

    /** Deletes a package unless a template still uses it. */
    async removeIfUnused(id: string) {
      const used = await db
        .selectFrom('templates')
        .select('id')
        .where((eb) => eb.or([eb('zip_file', '=', id), eb('zip_default_file', '=', id)]))
        .executeTakeFirst();
      if (!used) await remove(id);
    },
  };
}

export type PackageStore = ReturnType<typeof packageStore>;
