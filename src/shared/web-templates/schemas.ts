import { requiredText } from '../forms/text';
import { IMAGE_MESSAGES } from '../files/image-messages';
import { z } from 'zod';

/** A web template (spec 01 section 3, "Web template (admin list)"), plus when it was added. */
export const webTemplateSchema = z.object({
  id: z.number().int(),
  templateName: z.string(),
  /** A public stored file (uploaded with `isWeb: true`): sites built on the template show it. */
  coverImageURL: z.string(),
  isDefault: z.boolean(),
  createdDate: z.string(),
});
export type WebTemplate = z.infer<typeof webTemplateSchema>;

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
} as const;
