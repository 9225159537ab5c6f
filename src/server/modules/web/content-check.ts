import type { FieldErrors } from '../../../shared/http/envelope';
import type { WebSetting } from '../../../shared/web-templates/package-rules';

const HEX = /^#[0-9a-fA-F]{6}$/;
const TEXT_MAX = { text: 200, textarea: 2000 } as const;

/** Whether an image value is a stored file the site's owner may show (checked by the files area). */
export type ImageCheck = (address: string) => Promise<string | null>;

/**
 * The Content tab's values checked against the template's settings (issue 24): each value of the
 * setting's type and limits, a select's among its options, an image one of the owner's uploads.
 * Keys the template does not have are dropped (a template switch leaves them behind). Answers the
 * values to keep, or the field errors by `content.<key>`.
 */
export async function checkedContent(
  settings: readonly WebSetting[],
  values: Readonly<Record<string, unknown>>,
  image: ImageCheck,
): Promise<{ values: Record<string, string | boolean>; errors: FieldErrors }> {
  const out: Record<string, string | boolean> = {};
  const errors: FieldErrors = {};
  for (const s of settings) {
    if (!Object.hasOwn(values, s.key)) continue;
    const v = values[s.key];
    const field = `content.${s.key}`;
    if (v === null || v === undefined) continue;
    switch (s.type) {
      case 'boolean':
        if (typeof v !== 'boolean') errors[field] = `${s.label} must be on or off`;
        else out[s.key] = v;
        break;
      case 'color':
        if (typeof v !== 'string' || !HEX.test(v)) errors[field] = `${s.label} must be a colour like #2F6FEB`;
        else out[s.key] = v;
        break;
      case 'select':
        if (typeof v !== 'string' || !s.options.includes(v))
          errors[field] = `${s.label} must be one of ${s.options.join(', ')}`;
        else out[s.key] = v;
        break;
      case 'image': {
        if (typeof v !== 'string') errors[field] = `${s.label} must be an uploaded image`;
        else if (v.trim() === '') out[s.key] = '';
        else {
          const address = await image(v.trim());
          if (!address) errors[field] = `${s.label} must be an image you uploaded`;
          else out[s.key] = address;
        }
        break;
      }
      default: {
        const max = TEXT_MAX[s.type];
        if (typeof v !== 'string') errors[field] = `${s.label} must be text`;
        else if (v.length > max) errors[field] = `${s.label} can have at most ${max} characters`;
        else out[s.key] = v.trim();
      }
    }
  }
  return { values: out, errors };
}
