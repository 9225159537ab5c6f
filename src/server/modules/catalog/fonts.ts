import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_FONT_ID, type fontEndpoints } from '../../../shared/catalog/fonts';
import { FONT_FILE_PATTERN, fontFormatOf, type FontFormat } from '../../../shared/catalog/rules';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { FontsTable } from '../../db/schema';
import type { Handlers } from '../../http/bind';
import { conflict, invalid } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { ok } from '../../http/reply';
import { filesService } from '../files/service';
import { masterHandlers, masterService, uniqueName } from './master';

type Row = Selectable<FontsTable>;
/** The form's fields with its received font file (multipart, issue 22). */
type FontInput = z.output<(typeof fontEndpoints)['updateFont']['body']> & { file?: ReceivedFile };
type FontFile = ReceivedFile;

const CONTENT_TYPES: Record<FontFormat, string> = { ttf: 'font/ttf', otf: 'font/otf' };

/**
 * The bytes of an uploaded font, refused with 422 on `file` unless they are a TrueType or OpenType
 * font: the sfnt magic number first (0x00010000, 'true', 'OTTO'), then fontkit must read its name,
 * metrics and glyph count, as the renderer of templates will.
 */
async function fontBytes(file: FontFile): Promise<{ bytes: Buffer; format: FontFormat }> {
  if (!FONT_FILE_PATTERN.test(file.fileName)) throw invalid({ file: 'Choose a .ttf or .otf file' });
  const bytes = await file.bytes();
  const format = fontFormatOf(bytes);
  if (!format) throw invalid({ file: 'This file is not a TTF or OTF font' });
  // The font parser loads with the first upload, not with the server (scripts/server-build.mjs).
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  try {
    const font = fontkit.create(bytes);
    if (!(font.numGlyphs > 0) || !(font.unitsPerEm > 0) || typeof font.familyName !== 'string')
      throw new Error('no glyphs');
  } catch {
    throw invalid({ file: 'This font file is damaged and cannot be read' });
  }
  return { bytes, format };
}

/** Fonts (issue 12, Masters): TTF/OTF files in the storage; font 1 is Poppins. */
export function fontsService(ctx: AppContext) {
  const { db } = ctx;
  const files = filesService(ctx);
  const font = (r: Row) => ({
    id: r.id,
    name: r.name,
    isNfc: r.is_nfc === 1,
    fileUrl: r.file_id ? files.addressOf(r.file_id, true) : null,
    fileName: r.file_name,
    format: r.file_format,
    isDefault: r.id === DEFAULT_FONT_ID,
    isActive: r.is_active === 1,
    createdDate: r.created_at,
  });
  const master = masterService<Row, ReturnType<typeof font>, FontInput>(ctx, {
    table: 'fonts',
    kind: 'font',
    what: 'Font',
    toApi: font,
    columns: (input) => ({ name: input.name, is_nfc: input.isNfc ? 1 : 0 }),
    unique: [uniqueName('font')],
    list: { search: ['name', 'file_name'], sorts: { createdDate: 'created_at' }, defaultSort: 'name' },
    activeOrder: 'name',
  });

  /** Stores a checked file; the caller removes it again when the row cannot be saved. */
  async function store(file: FontFile) {
    const { bytes, format } = await fontBytes(file);
    const stored = await files.storeShared({
      fileName: file.fileName,
      contentType: CONTENT_TYPES[format],
      extension: format,
      bytes,
    });
    return { file_id: stored.id, file_name: file.fileName, file_format: format };
  }

  /** Active fonts, Poppins (font 1, the default) first, then by name. */
  async function active(nfcOnly: boolean) {
    let q = db.selectFrom('fonts').selectAll().where('is_active', '=', 1);
    if (nfcOnly) q = q.where('is_nfc', '=', 1);
    const rows = await q
      .orderBy(sql`case when id = ${DEFAULT_FONT_ID} then 0 else 1 end`)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(font);
  }

  return {
    byId: master.byId,
    list: master.list,
    active: () => active(false),
    activeNfc: () => active(true),
    /** Every font's id and name, active or not: for areas that keep a font by its id. */
    names: () => db.selectFrom('fonts').select(['id', 'name']).orderBy('id').execute(),

    async create(input: FontInput) {
      await master.assertFree(input);
      const file = await store(input.file!);
      let saved;
      try {
        saved = await master.create(input, file);
      } catch (err) {
        await files.remove(file.file_id);
        throw err;
      }
      await files.useFiles({ kind: 'font', id: saved.id }, [file.file_id]);
      return saved;
    },

    async update(id: number, input: FontInput) {
      await master.table.row(id);
      await master.assertFree(input, id);
      const file = input.file ? await store(input.file) : undefined;
      let saved;
      try {
        saved = await master.update(id, input, file);
      } catch (err) {
        if (file) await files.remove(file.file_id);
        throw err;
      }
      // The replaced file goes once the row points at the new one (and nothing else uses it).
      if (file) await files.useFiles({ kind: 'font', id }, [file.file_id]);
      return saved;
    },

    async status(id: number, isActive: boolean) {
      // Every frame element starts in font 1 (spec 01 section 3), so the pickers always offer it.
      if (id === DEFAULT_FONT_ID && !isActive)
        throw conflict('Poppins is the default font (font 1) and stays active');
      return master.status(id, isActive);
    },

    async remove(id: number) {
      if (id === DEFAULT_FONT_ID)
        throw conflict('Poppins is the default font (font 1) and cannot be deleted');
      await master.table.remove(id);
      await files.useFiles({ kind: 'font', id }, []);
      return null;
    },
  };
}

export type FontsService = ReturnType<typeof fontsService>;
type Font = Awaited<ReturnType<FontsService['byId']>>;

export function fontHandlers(fonts: FontsService, clock: BusinessClock): Handlers<typeof fontEndpoints> {
  return {
    ...masterHandlers<typeof fontEndpoints, Font, FontInput>(
      fonts,
      clock,
      { one: 'font', many: 'fonts', what: 'Font', file: 'fonts', sheet: 'Fonts' },
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'File', value: (r) => r.fileName ?? '' },
        { header: 'NFC', value: (r) => (r.isNfc ? 'Yes' : 'No') },
      ],
    ),
    activeNfcFonts: () => fonts.activeNfc(),
    // The file arrives as the form's `file` part beside the fields.
    createFont: async ({ body, files }) =>
      ok(await fonts.create({ ...body, file: files.file }), 'Font created successfully', 201),
    updateFont: async ({ params, body, files }) =>
      ok(await fonts.update(params.id, { ...body, file: files.file }), 'Font updated successfully'),
  };
}
