import { z } from 'zod';
import { contentValues, type WebSetting } from '../../../../shared/web-templates/package-rules';
import { siteSlugSchema } from '../../../../shared/web/schemas';

/** The Content tab's form: the site's address and one value per template setting. */
export interface ContentFormValues {
  slug: string;
  content: Record<string, string | boolean>;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The limits a setting's value keeps (the package's own limits for its defaults). */
export const SETTING_LIMITS = { text: 200, textarea: 2000, image: 2000 } as const;

/** One setting's rule: its type's, with the setting's label in the message. */
function settingRule(s: WebSetting): z.ZodType {
  switch (s.type) {
    case 'text':
    case 'textarea':
      return z
        .string()
        .max(SETTING_LIMITS[s.type], `${s.label} is at most ${SETTING_LIMITS[s.type]} characters`);
    case 'image':
      return z.string().max(SETTING_LIMITS.image, `${s.label}: the image address is too long`);
    case 'color':
      return z.string().regex(HEX, `${s.label} is a colour such as #2F6FEB`);
    case 'boolean':
      return z.boolean();
    case 'select':
      return z.string().refine((v) => s.options.includes(v), `Choose one of the ${s.label} options`);
  }
}

/** The form's schema for a template's settings (the server checks the same against the template). */
export function contentFormSchema(settings: readonly WebSetting[]) {
  return z.object({
    slug: siteSlugSchema,
    content: z.object(Object.fromEntries(settings.map((s) => [s.key, settingRule(s)]))),
  });
}

/**
 * The form's values for a website's saved content under a template: each setting's saved value
 * when it has the setting's type, else the setting's default (a value of another template's
 * setting of the same key but another type is not carried over).
 */
export function contentFormValues(
  settings: readonly WebSetting[],
  website: { slug: string; content: Readonly<Record<string, unknown>> },
): ContentFormValues {
  return { slug: website.slug, content: contentValues(settings, website.content) };
}

/**
 * What the autosave sends: the address and the values of the template's settings only (stale keys
 * of a previous template are left out, so the server sees only what this template reads).
 */
export function contentBody(settings: readonly WebSetting[], values: ContentFormValues) {
  const keys = new Set(settings.map((s) => s.key));
  return {
    slug: values.slug,
    content: Object.fromEntries(Object.entries(values.content).filter(([k]) => keys.has(k))),
  };
}

/** Whether a setting's default image is one of the package's own (`assets/…`), not an upload. */
export const isPackageImage = (value: string) => value.startsWith('assets/');
