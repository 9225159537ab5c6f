import { z } from 'zod';
import type { FilePart } from '../http/endpoint';
import { megabytes } from '../files/zip-rules';
import { IMAGE_MESSAGES } from '../files/image-messages';
import { requiredText } from '../forms/text';
import { MAX_WEB_PACKAGE_BYTES, WEB_PAGES, webSettingSchema } from './package-rules';

/**
 * The check report of a web template package (issue 24): what it holds and the pages rendered
 * with the sample business. Kept with the template, so the edit page shows the current package.
 */
export const webTemplateReportSchema = z.object({
  name: z.string(),
  version: z.string(),
  fileCount: z.number().int(),
  unpackedBytes: z.number().int(),
  settings: z.array(webSettingSchema),
  pagesRendered: z.array(z.enum(WEB_PAGES)),
});
export type WebTemplateReport = z.infer<typeof webTemplateReportSchema>;

/** The stored package of a template: its zip's name and size, and the check report. */
export const webTemplatePackageSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  report: webTemplateReportSchema,
});
export type WebTemplatePackageInfo = z.infer<typeof webTemplatePackageSchema>;

/** A web template (spec 01 section 3, "Web template (admin list)"), plus when it was added. */
export const webTemplateSchema = z.object({
  id: z.number().int(),
  templateName: z.string(),
  /** A public stored file (uploaded with `isWeb: true`): sites built on the template show it. */
  coverImageURL: z.string(),
  isDefault: z.boolean(),
  createdDate: z.string(),
  /** Null for a template added before packages existed (issue 12): no site can start from it. */
  package: webTemplatePackageSchema.nullable(),
});
export type WebTemplate = z.infer<typeof webTemplateSchema>;

/**
 * A template a User can build a website on (issue 24, the Content tab's gallery): not deleted, with
 * a package; its settings are the Content form's fields.
 */
export const webTemplateChoiceSchema = z.object({
  id: z.number().int(),
  templateName: z.string(),
  coverImageURL: z.string(),
  isDefault: z.boolean(),
  settings: z.array(webSettingSchema),
});
export type WebTemplateChoice = z.infer<typeof webTemplateChoiceSchema>;

/**
 * The add and edit form (spec 01 section 2, Web template admin list). The name is unique ignoring
 * case among the templates not deleted (checked by the server, 409 on templateName); the cover must
 * be an image stored through the Files upload (checked by the server, 422 on coverImageURL).
 */
export const webTemplateFormSchema = z.object({
  templateName: requiredText('Template Name is required'),
  coverImageURL: requiredText(IMAGE_MESSAGES.required, 2000, 'The image address is too long'),
});
export type WebTemplateForm = z.input<typeof webTemplateFormSchema>;

/** Spec 01 section 8: the successes, verbatim; the others in the same voice. */
export const WEB_TEMPLATE_MESSAGES = {
  added: 'Template Added Successfully',
  updated: 'Template Updated Successfully',
  deleted: 'Template Deleted Successfully',
  madeDefault: 'Default Template Updated Successfully',
  nameTaken: 'A template with this name already exists',
  defaultNotDeletable: 'The default template cannot be deleted. Make another template the default first.',
  coverNotStored: 'Upload the cover image as a PNG or JPEG file',
  packageRequired: 'Choose the template package (.zip)',
  packageType: 'Choose a .zip file',
  packageTooLarge: `The zip file is larger than ${megabytes(MAX_WEB_PACKAGE_BYTES)}`,
} as const;

/** The package as the add and edit form's `file` part (multipart), streamed and checked as it arrives. */
const packagePart = {
  maxBytes: MAX_WEB_PACKAGE_BYTES,
  types: ['application/zip'],
  tooLarge: WEB_TEMPLATE_MESSAGES.packageTooLarge,
  wrongType: 'The file is not a valid zip archive',
} as const satisfies FilePart;
/** Add: the package is required. */
export const WEB_PACKAGE_PART_REQUIRED = {
  ...packagePart,
  required: WEB_TEMPLATE_MESSAGES.packageRequired,
} as const satisfies FilePart;
/** Edit: without a package, the template keeps its own. */
export const WEB_PACKAGE_PART = packagePart;
