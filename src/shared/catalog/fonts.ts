import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { idParams, masterRowSchema, nameField, statusBody } from './common';
import { MAX_FONT_BYTES } from './rules';

/**
 * Fonts (issue 12, Masters): a TTF or OTF file with a name. `isNfc` offers it on NFC cards as well
 * (the NFC fonts list). Font 1 is Poppins, the default of every frame element (spec 01 sections 3
 * and 9); it is seeded without a file, so the renderers use their own Poppins (or fallback) until an
 * Admin uploads one.
 */
export const DEFAULT_FONT_ID = 1;
export const DEFAULT_FONT_NAME = 'Poppins';

export const fontSchema = masterRowSchema.extend({
  isNfc: z.boolean(),
  /** The file's address (public: the editors load it with @font-face); null for a font without a file. */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  format: z.enum(['ttf', 'otf']).nullable(),
  /** Font 1: cannot be deleted or deactivated. */
  isDefault: z.boolean(),
});

/** The font file: the form's `file` part (multipart), judged by its bytes on the server. */
export const FONT_FILE_PART = {
  maxBytes: MAX_FONT_BYTES,
  types: ['font/ttf', 'font/otf'],
  tooLarge: 'The font file is larger than 5 MB',
  wrongType: 'This file is not a TTF or OTF font',
} as const;

/** Edit: name and flag; a file (FONT_FILE_PART) only when it is replaced. */
export const fontFormSchema = z.object({
  name: nameField,
  isNfc: z.boolean().default(false),
});
/** Add: the same fields; the file is required. */
export const newFontFormSchema = fontFormSchema;

export const fontEndpoints = {
  fonts: endpoint({
    method: 'GET',
    path: '/api/Font',
    access: 'admin',
    summary: 'Fonts',
    query: listQuery(['name', 'createdDate']),
    response: listOf(fontSchema),
    exportable: true,
  }),
  activeFonts: endpoint({
    method: 'GET',
    path: '/api/Font/Active',
    access: 'signedIn',
    summary: 'Active fonts, Poppins first (frame and template pickers; spec 01 section 7)',
    response: z.array(fontSchema),
  }),
  activeNfcFonts: endpoint({
    method: 'GET',
    path: '/api/Font/ActiveNfc',
    access: 'signedIn',
    summary: 'Active fonts offered on NFC cards (spec 01 section 7, NFC fonts)',
    response: z.array(fontSchema),
  }),
  fontById: endpoint({
    method: 'GET',
    path: '/api/Font/:id',
    access: 'admin',
    summary: 'One font (its edit page)',
    params: idParams,
    response: fontSchema,
  }),
  createFont: endpoint({
    method: 'POST',
    path: '/api/Font',
    access: 'admin',
    summary: 'Add a font with its TTF or OTF file (422 when the file is not a font)',
    body: newFontFormSchema,
    files: { file: { ...FONT_FILE_PART, required: 'Font File is Required' } },
    response: fontSchema,
    transfer: true,
  }),
  updateFont: endpoint({
    method: 'PUT',
    path: '/api/Font/:id',
    access: 'admin',
    summary: 'Edit a font; a file replaces the stored one',
    params: idParams,
    body: fontFormSchema,
    files: { file: FONT_FILE_PART },
    response: fontSchema,
    transfer: true,
  }),
  fontStatus: endpoint({
    method: 'PUT',
    path: '/api/Font/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a font (not font 1)',
    params: idParams,
    body: statusBody,
    response: fontSchema,
  }),
  deleteFont: endpoint({
    method: 'DELETE',
    path: '/api/Font/:id',
    access: 'admin',
    summary: 'Delete a font and its file (409 for font 1 or while in use)',
    params: idParams,
    response: z.null(),
  }),
} as const;
