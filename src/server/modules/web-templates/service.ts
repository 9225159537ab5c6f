import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import {
  WEB_TEMPLATE_MESSAGES as M,
  type WebTemplate,
  type WebTemplateChoice,
  type WebTemplateReport,
  type webTemplateFormSchema,
} from '../../../shared/web-templates/schemas';
import type { AppContext } from '../../context';
import type { WebTemplatesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { PackageProblems, packageRefused } from '../../zip/package-zip';
import { filesService } from '../files/service';
import { webTemplateTable, type WebTemplateListInput } from '../templates/service';
import { defaultTemplateDir, defaultTemplateZip } from './default-template';
import { checkWebTemplatePages, readWebTemplatePackage } from './package';
import { webPackageStore, type StoredPackage } from './package-store';
import { PageRenderError, pageRenderer, type RenderOptions } from './render';
import { headInputOf, sitePages, type SiteInput, type SitePage } from './site-context';

type Row = Selectable<WebTemplatesTable>;
type WebTemplateInput = z.output<typeof webTemplateFormSchema>;

const webTemplate = (r: Row): WebTemplate => ({
  id: r.id,
  templateName: r.template_name,
  coverImageURL: r.cover_image_url,
  isDefault: r.is_default === 1,
  createdDate: r.created_at,
  package:
    r.package_key && r.package_report
      ? {
          fileName: r.package_file_name ?? 'template.zip',
          size: r.package_size ?? 0,
          report: JSON.parse(r.package_report) as WebTemplateReport,
        }
      : null,
});

const storedOf = (r: Row): StoredPackage | null =>
  r.package_key && r.package_storage ? { key: r.package_key, driver: r.package_storage } : null;

/** The package's columns once stored. */
const packageColumns = (
  stored: StoredPackage,
  fileName: string,
  size: number,
  report: WebTemplateReport,
) => ({
  package_key: stored.key,
  package_storage: stored.driver,
  package_file_name: fileName,
  package_size: size,
  package_report: JSON.stringify(report),
});

/**
 * Checks a zip as a web template package (issue 24): the zip checks, then every page rendered with
 * the sample business. 422 naming each problem (file, and line for Liquid's failures).
 */
async function checkedPackage(zip: Uint8Array): Promise<WebTemplateReport> {
  try {
    return await checkWebTemplatePages(readWebTemplatePackage(zip));
  } catch (err) {
    if (err instanceof PackageProblems) throw packageRefused(err.problems);
    throw err;
  }
}

async function zipOf(file: ReceivedFile): Promise<Buffer> {
  if (!/\.zip$/i.test(file.fileName)) throw invalid({ file: M.packageType });
  return file.bytes();
}

/**
 * Web templates (issue 12, Web template admin list; issue 24, the package). Admin only (the
 * contract says so). A delete stamps `deleted_at`: the list and the edit page no longer see the
 * template, while sites built on it still can, with its package.
 */
export function webTemplatesService(ctx: AppContext) {
  const { db } = ctx;
  const files = filesService(ctx);
  const packages = webPackageStore(ctx);
  const { row, assertNameFree, savingUnique, checkedCover, makeDefault, list } = webTemplateTable(ctx);

  /** Makes `id` the default when none is: one statement, so two first templates cannot both be. */
  async function defaultIfNone(id: number) {
    try {
      await db
        .updateTable('web_templates')
        .set({ is_default: 1 })
        .where('id', '=', id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('web_templates as d').select('d.id').where('d.is_default', '=', 1))),
        )
        .execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /** Stores a checked zip, runs `write`, and removes the zip again when the write fails. */
  async function withStoredZip<W>(zip: Uint8Array, write: (stored: StoredPackage) => Promise<W>): Promise<W> {
    const stored = await packages.put(zip);
    try {
      return await write(stored);
    } catch (err) {
      await packages
        .remove(stored)
        .catch((e: unknown) => ctx.log.warn({ err: e }, 'web template zip clean-up failed'));
      throw err;
    }
  }

  /**
   * The bundled default is seeded by the first web template call on a fresh database, not while the
   * server starts: its cover's address names the server, whose port is known only once it listens.
   */
  let seeding: Promise<void> | null = null;
  const seeded = () =>
    (seeding ??= service.seedDefault().catch((err: unknown) => {
      seeding = null;
      ctx.log.error({ err }, 'default web template not seeded');
    }));

  const service = {
    byId: async (id: number) => {
      await seeded();
      return webTemplate(await row(id));
    },

    /** The templates not deleted: the default first, then by name unless a SortColumn says otherwise. */
    list: async (q: WebTemplateListInput) => {
      await seeded();
      return list(q, webTemplate);
    },

    /**
     * The templates a User's website can be built on (the Content tab's gallery): not deleted, with
     * a package, the default first, then by name; each with its settings (the Content form).
     */
    async choices(): Promise<WebTemplateChoice[]> {
      await seeded();
      const rows = await db
        .selectFrom('web_templates')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('package_key', 'is not', null)
        .orderBy('is_default', 'desc')
        .orderBy(sql`lower(template_name)`)
        .orderBy('id')
        .execute();
      return rows.flatMap((r) => {
        const t = webTemplate(r);
        return t.package
          ? [
              {
                id: t.id,
                templateName: t.templateName,
                coverImageURL: t.coverImageURL,
                isDefault: t.isDefault,
                settings: t.package.report.settings,
              },
            ]
          : [];
      });
    },

    /** Adds a template from its package; the first one (no default yet) becomes the default. */
    async create(caller: AuthUser, input: WebTemplateInput, file: ReceivedFile) {
      await seeded();
      await assertNameFree(input.templateName);
      const cover = await checkedCover(input.coverImageURL, caller);
      const zip = await zipOf(file);
      const report = await checkedPackage(zip);
      const now = ctx.clock.now().toISOString();
      const { id } = await withStoredZip(zip, (stored) =>
        savingUnique(() =>
          db
            .insertInto('web_templates')
            .values({
              template_name: input.templateName,
              cover_image_url: cover,
              is_default: 0,
              created_at: now,
              updated_at: now,
              ...packageColumns(stored, file.fileName, zip.length, report),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        ),
      );
      await defaultIfNone(id);
      // Kept while the row is (sites built on a deleted one keep it): issue 22 point 8.
      await files.useFiles({ kind: 'web-template', id }, [cover]);
      return webTemplate(await row(id));
    },

    /** Renames, changes the cover, and with a file replaces the package (checked as on add). */
    async update(caller: AuthUser, id: number, input: WebTemplateInput, file?: ReceivedFile) {
      await seeded();
      const current = await row(id);
      await assertNameFree(input.templateName, id);
      const cover = await checkedCover(input.coverImageURL, caller, current.cover_image_url);
      const zip = file ? await zipOf(file) : null;
      const report = zip ? await checkedPackage(zip) : null;
      const save = (pkg: ReturnType<typeof packageColumns> | object) =>
        savingUnique(() =>
          db
            .updateTable('web_templates')
            .set({
              template_name: input.templateName,
              cover_image_url: cover,
              updated_at: ctx.clock.now().toISOString(),
              ...pkg,
            })
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .execute(),
        );
      if (zip && report && file) {
        await withStoredZip(zip, (stored) => save(packageColumns(stored, file.fileName, zip.length, report)));
        // The replaced zip: only this row referred to it.
        const old = storedOf(current);
        if (old)
          await packages
            .remove(old)
            .catch((err: unknown) => ctx.log.warn({ err }, 'old web template zip not removed'));
      } else await save({});
      await files.useFiles({ kind: 'web-template', id }, [cover]);
      return webTemplate(await row(id));
    },

    /** Makes one template the default; the one before no longer is (one default, spec 01 section 2). */
    async setDefault(id: number) {
      await seeded();
      await makeDefault(id, true);
      return webTemplate(await row(id));
    },

    /**
     * Hides a template from the list, the edit page and new sites; sites built on it keep it and its
     * package. The default cannot go: the Admin makes another one the default first.
     */
    async remove(id: number) {
      await seeded();
      const r = await row(id);
      if (r.is_default === 1) throw new HttpError(409, M.defaultNotDeletable);
      const now = ctx.clock.now().toISOString();
      const result = await db
        .updateTable('web_templates')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        // Made the default meanwhile: still refused.
        .where('is_default', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const again = await row(id);
        if (again.is_default === 1) throw new HttpError(409, M.defaultNotDeletable);
      }
      return null;
    },

    /**
     * A renderer of a template's pages, deleted or not (sites built on it keep it), for the websites
     * work: `renderPage(site, page)` answers a page's HTML. Null when the template has no package.
     */
    async renderer(templateId: number, options: RenderOptions) {
      const r = await db
        .selectFrom('web_templates')
        .selectAll()
        .where('id', '=', templateId)
        .executeTakeFirst();
      const stored = r && storedOf(r);
      const pkg = stored && (await packages.read(stored));
      if (!pkg) return null;
      const pages = pageRenderer(pkg.files, options);
      return {
        manifest: pkg.manifest,
        /** The stored package's key: a new package gets a new one (websites hash it). */
        packageKey: stored.key,
        /** A file of the package (assets/…) by its path, for serving; null when absent. */
        file: (path: string) => pkg.files.get(path) ?? null,
        renderPage: (site: SiteInput, page: SitePage) => pages.renderPage(site, page),
      };
    },

    /**
     * On the first start, adds the default template from resources/web-templates/default (issue 24)
     * when no web template was ever added. Another instance doing the same at once loses on the
     * unique name or default, and removes what it stored.
     */
    async seedDefault(): Promise<void> {
      const any = await db.selectFrom('web_templates').select('id').limit(1).executeTakeFirst();
      if (any) return;
      const prepared = await (defaultPackage ??= prepareDefaultPackage());
      if (typeof prepared === 'string') return ctx.log.warn(prepared);
      const { zip, cover, pkg, report } = prepared;
      const coverFile = await files.storeShared({
        fileName: 'cover.png',
        contentType: 'image/png',
        extension: 'png',
        bytes: cover,
      });
      const now = ctx.clock.now().toISOString();
      try {
        const { id } = await withStoredZip(zip, (stored) =>
          db
            .insertInto('web_templates')
            .values({
              template_name: pkg.manifest.name,
              cover_image_url: coverFile.url,
              is_default: 1,
              created_at: now,
              updated_at: now,
              ...packageColumns(stored, 'default.zip', zip.length, report),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await files.useFiles({ kind: 'web-template', id }, [coverFile.url]);
      } catch (err) {
        await files.remove(coverFile.id);
        if (!isUniqueViolation(err)) throw err;
      }
    },
  };
  return service;
}

export type WebTemplatesService = ReturnType<typeof webTemplatesService>;

/**
 * The bundled default template zipped, read and checked once per process (every server a process
 * starts on a fresh database seeds it; the files do not change while it runs), or why not.
 */
let defaultPackage: ReturnType<typeof prepareDefaultPackage> | undefined;

async function prepareDefaultPackage() {
  const dir = defaultTemplateDir();
  if (!dir) return 'the default web template was not found under resources/; none seeded';
  const { zip, cover } = defaultTemplateZip(dir);
  if (!cover) return 'the default web template has no cover.png; none seeded';
  const pkg = readWebTemplatePackage(zip);
  return { zip, cover, pkg, report: await checkWebTemplatePages(pkg) };
}

/** What a website is built from and one of its pages (the websites work, issue 24). */
export type WebSiteInput = SiteInput;
export type WebSitePage = SitePage;

/** Every page of a site with its title and absolute address (the websites work publishes them). */
export const pagesOfSite = (site: SiteInput) =>
  sitePages(site).map((page) => {
    const head = headInputOf(site, page);
    return { ...page, title: head.title, url: head.url };
  });

/** A page render's failure as the file, line and Liquid's message; null for any other error. */
export const pageRenderProblem = (err: unknown): string | null =>
  err instanceof PageRenderError ? err.message : null;
