import { requiredText } from '../forms/text';
import { IMAGE_MESSAGES } from '../files/image-messages';
import { z } from 'zod';
import { HEX_COLOUR_PATTERN } from '../catalog/rules';
import { idParamSchema, idSchema, MAX_ID } from '../http/ids';
import { MAX_PACKAGE_BYTES, megabytes } from './package-rules';

/**
 * Design templates (spec 01 section 3, Template; issue 12, Design templates). `category` holds
 * sub-category ids (the Assign Category dialog lists sub-categories) and `user` application user ids;
 * the request sends both as JSON text, as the spec says. `assignAllUsers` and `assignAllCategories`
 * are the dialogs' "all" switches: they include users and categories added later.
 */
export const templateSchema = z.object({
  id: z.number().int(),
  templateName: z.string(),
  coverImageURL: z.string(),
  /** The stored "Zip File With Key" package's id, its file name and the files inside it. */
  zipFile: z.string(),
  zipFileName: z.string(),
  zipFiles: z.array(z.string()),
  /** The "Default Zip File": the design with sample content, for users without brand details. */
  zipDefaultFile: z.string(),
  zipDefaultFileName: z.string(),
  zipDefaultFiles: z.array(z.string()),
  primary_Font: z.number().int(),
  primary_FontName: z.string().nullable(),
  secondary_Font: z.number().int(),
  secondary_FontName: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  bg_color: z.string(),
  isGeneral: z.boolean(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  category: z.array(z.number().int()),
  user: z.array(z.number().int()),
  assignAllUsers: z.boolean(),
  assignAllCategories: z.boolean(),
  /** template.json's size of the Zip File With Key, in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** What a User's Post home knows of a template: enough to draw and use it, not its assignment. */
export const myTemplateSchema = templateSchema.pick({
  id: true,
  templateName: true,
  coverImageURL: true,
  isDefault: true,
  width: true,
  height: true,
  updatedDate: true,
});
export type MyTemplate = z.infer<typeof myTemplateSchema>;

/** A checked, stored package (POST Template/Package): its id for the template form, and what it holds. */
export const templatePackageSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** The files inside, as the edit page lists them. */
  files: z.array(z.string()),
  /** template.json's name, size and keys. */
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  keys: z.array(z.string()),
});
export type TemplatePackage = z.infer<typeof templatePackageSchema>;

export const PACKAGE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const TEMPLATE_MESSAGES = {
  // Spec 01 section 8, verbatim.
  added: 'Template Added Successfully',
  updated: 'Template Updated Successfully',
  // The others in the same voice.
  deleted: 'Template Deleted Successfully',
  statusUpdated: 'Status updated',
  packageChecked: 'The zip file is a valid template package',
  nameTaken: 'A template with this name already exists',
  nameRequired: 'Template Name is required',
  coverRequired: IMAGE_MESSAGES.required,
  coverNotStored: 'Upload the cover image as a PNG or JPEG file',
  zipRequired: 'Zip File is required',
  defaultZipRequired: 'Default File is required',
  primaryFontRequired: 'Primary Font is required',
  secondaryFontRequired: 'Secondary Font is required',
  packageGone: 'Upload the zip file again',
  fontNotActive: 'Choose an active font',
  unknownUsers: 'Some of the chosen users no longer exist',
  unknownCategories: 'Some of the chosen categories no longer exist or are inactive',
  colour: 'Use a colour such as #FFFFFF',
  zipType: 'Choose a .zip file',
  zipTooLarge: `The zip file is larger than ${megabytes(MAX_PACKAGE_BYTES)}`,
} as const;
const M = TEMPLATE_MESSAGES;

const packageId = (message: string) =>
  z.string(message).trim().min(1, message).regex(PACKAGE_ID_PATTERN, M.packageGone);
const colour = z
  .string(M.colour)
  .trim()
  .regex(HEX_COLOUR_PATTERN, M.colour)
  .transform((c) => c.toUpperCase());

/** Most users or sub-categories one template lists; past that, "Assign to all" says it. */
export const MAX_ASSIGNED_IDS = 10_000;

/** A JSON text list of ids (spec 01 section 3: category and user "sent as JSON text"). */
/** The ids of a JSON text list, or why it is not one (the form and the server read it alike). */
export function idsOfText(text: string): number[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() || '[]');
  } catch {
    return 'must be JSON text such as [1,2]';
  }
  if (!Array.isArray(value) || value.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID))
    return 'must be a list of ids such as [1,2]';
  if (value.length > MAX_ASSIGNED_IDS) return `lists more than ${MAX_ASSIGNED_IDS} ids`;
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

/** The ids of a list the schema below has checked. */
export const idsOf = (text: string): number[] => {
  const ids = idsOfText(text);
  return typeof ids === 'string' ? [] : ids;
};

/**
 * A JSON text list of ids, kept as text (it is sent again as it is parsed): checked, and written
 * back sorted without repeats.
 */
const idListText = (what: string) =>
  z
    .string(`${what} must be JSON text such as [1,2]`)
    .max(500_000, `${what} lists too many ids`)
    .transform((text, ctx) => {
      const ids = idsOfText(text);
      if (typeof ids === 'string') {
        ctx.addIssue({ code: 'custom', message: `${what} ${ids}` });
        return z.NEVER;
      }
      return JSON.stringify(ids);
    });

const fields = {
  templateName: requiredText(M.nameRequired),
  coverImageURL: requiredText(M.coverRequired, 2000, 'The image address is too long'),
  isGeneral: z.boolean(),
  isDefault: z.boolean(),
  category: idListText('category'),
  user: idListText('user'),
  assignAllUsers: z.boolean(),
  assignAllCategories: z.boolean(),
};

/**
 * POST Template (spec 01 section 5, Add template): Template Name, cover image, Zip File, Default
 * File, Primary Font and Secondary Font are required; bg_color is #FFFFFF unless given.
 */
export const createTemplateBodySchema = z.object({
  templateName: fields.templateName,
  coverImageURL: fields.coverImageURL,
  zipFile: packageId(M.zipRequired),
  zipDefaultFile: packageId(M.defaultZipRequired),
  primary_Font: idSchema(M.primaryFontRequired),
  secondary_Font: idSchema(M.secondaryFontRequired),
  primary_color: colour.default('#000000'),
  secondary_color: colour.default('#000000'),
  bg_color: colour.default('#FFFFFF'),
  isGeneral: fields.isGeneral.default(true),
  isDefault: fields.isDefault.default(false),
  category: fields.category.default('[]'),
  user: fields.user.default('[]'),
  assignAllUsers: fields.assignAllUsers.default(false),
  assignAllCategories: fields.assignAllCategories.default(false),
});

/** PUT Template/{id} (spec 01 section 5): only the name and cover are required; the rest stays when left out. */
export const updateTemplateBodySchema = z.object({
  templateName: fields.templateName,
  coverImageURL: fields.coverImageURL,
  zipFile: packageId(M.zipRequired).optional(),
  zipDefaultFile: packageId(M.defaultZipRequired).optional(),
  primary_Font: idSchema(M.primaryFontRequired).optional(),
  secondary_Font: idSchema(M.secondaryFontRequired).optional(),
  primary_color: colour.optional(),
  secondary_color: colour.optional(),
  bg_color: colour.optional(),
  isGeneral: fields.isGeneral.optional(),
  isDefault: fields.isDefault.optional(),
  category: fields.category.optional(),
  user: fields.user.optional(),
  assignAllUsers: fields.assignAllUsers.optional(),
  assignAllCategories: fields.assignAllCategories.optional(),
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;
export type UpdateTemplateBody = z.input<typeof updateTemplateBodySchema>;

/** POST Template/Package: the zip as the form's `file` part (multipart), streamed and checked as it arrives. */
export const PACKAGE_FILE_PART = {
  maxBytes: MAX_PACKAGE_BYTES,
  types: ['application/zip'],
  tooLarge: M.zipTooLarge,
  wrongType: 'The file is not a valid zip archive',
  required: M.zipRequired,
} as const;

/** The largest and smallest width a template is drawn at; Post home draws 1080 px (issue 12, Benchmark). */
export const MIN_RENDER_WIDTH = 100;
export const MAX_RENDER_WIDTH = 2160;
export const DEFAULT_RENDER_WIDTH = 1080;

const renderWidth = z.coerce
  .number()
  .int()
  .min(MIN_RENDER_WIDTH, `width must be between ${MIN_RENDER_WIDTH} and ${MAX_RENDER_WIDTH}`)
  .max(MAX_RENDER_WIDTH, `width must be between ${MIN_RENDER_WIDTH} and ${MAX_RENDER_WIDTH}`);

/** POST Template/Preview: a stored package drawn with a sample brand and the form's colours and fonts. */
export const previewBodySchema = z.object({
  packageId: packageId(M.zipRequired),
  primary_color: colour.optional(),
  secondary_color: colour.optional(),
  bg_color: colour.optional(),
  primary_Font: idSchema().optional(),
  secondary_Font: idSchema().optional(),
  width: renderWidth.optional(),
});
export type PreviewBody = z.input<typeof previewBodySchema>;

export const renderQuerySchema = z
  .object({
    width: renderWidth.default(DEFAULT_RENDER_WIDTH),
    /** An Admin draws the template with this user's brand. */
    userId: idParamSchema().optional(),
  })
  .strict();

/** A package the form has stored (or the template's current one): what the page shows of it. */
const chosenPackage = z.object(
  { id: z.string(), fileName: z.string(), files: z.array(z.string()) },
  { error: 'Required' },
);
export type ChosenPackage = z.infer<typeof chosenPackage>;

/**
 * The Add/Edit Template page (spec 01 sections 2 and 5): Template Name, cover image, Zip File,
 * Default File, Primary Font and Secondary Font are required to add; to edit, only the name and the
 * cover. Assign To is General or User and Category Specific.
 */
export const templateFormSchema = (mode: 'add' | 'edit') => {
  const pkg = (message: string) =>
    mode === 'add' ? chosenPackage.nullable().refine((p) => p !== null, message) : chosenPackage.nullable();
  const font = (message: string) =>
    mode === 'add'
      ? z.number(message).int().positive(message)
      : z.number(message).int().positive(message).optional();
  return z.object({
    templateName: fields.templateName,
    coverImageURL: fields.coverImageURL,
    zipFile: pkg(M.zipRequired),
    zipDefaultFile: pkg(M.defaultZipRequired),
    primary_Font: font(M.primaryFontRequired),
    secondary_Font: font(M.secondaryFontRequired),
    primary_color: z.string().regex(HEX_COLOUR_PATTERN, M.colour),
    secondary_color: z.string().regex(HEX_COLOUR_PATTERN, M.colour),
    bg_color: z.string().regex(HEX_COLOUR_PATTERN, M.colour),
    assignTo: z.enum(['general', 'specific']),
    user: z.array(z.number().int()),
    category: z.array(z.number().int()),
    assignAllUsers: z.boolean(),
    assignAllCategories: z.boolean(),
    isDefault: z.boolean(),
  });
};
export type TemplateFormValues = z.input<ReturnType<typeof templateFormSchema>>;
