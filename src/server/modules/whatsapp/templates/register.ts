import {
  isMediaHeader,
  TEMPLATE_MESSAGES as M,
  templateComponentsOf,
  type TemplateFormOutput,
} from '../../../../shared/whatsapp/templates-form';
import type { WhatsAppTemplate } from '../../../../shared/whatsapp/templates-contract';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../http/context';
import { HttpError, invalid } from '../../../http/errors';
import type { ReceivedFile } from '../../../http/multipart';
import { CloudApiError } from '../../../providers/whatsapp/cloud-api';
import { businessAccess, metaWords, unavailable } from './account';
import { templateOf } from './rows';

/** Meta's subcodes about the name: it exists in this language, or is still being deleted. */
const NAME_SUBCODES = new Set([2388023, 2388024, 2388042]);

/** The form field a refusal concerns, from Meta's subcode or its words. */
export function refusedField(err: CloudApiError): string {
  if (err.meta.subcode !== undefined && NAME_SUBCODES.has(err.meta.subcode)) return 'name';
  const said = `${err.meta.userTitle ?? ''} ${err.meta.userMessage ?? ''} ${err.message}`.toLowerCase();
  const fields: [RegExp, string][] = [
    [/\bname\b/, 'name'],
    [/\blanguage\b/, 'language'],
    [/\bcategor/, 'category'],
    [/\bheader\b/, 'headerText'],
    [/\bfooter\b/, 'footer'],
    [/\bbuttons?\b/, 'buttons'],
  ];
  return fields.find(([words]) => words.test(said))?.[1] ?? 'body';
}

/**
 * `POST register`: the form (checked by the contract's schema) created at the Cloud API in the
 * chosen business account, then kept PENDING (or as Meta answered) until its decision arrives. A
 * refusal is a 422 with Meta's words on the field it concerns; nothing is kept.
 */
export async function registerTemplate(
  ctx: AppContext,
  caller: AuthUser,
  form: TemplateFormOutput,
): Promise<WhatsAppTemplate> {
  const access = await businessAccess(ctx, caller, form.businessId);
  const components = templateComponentsOf(form);
  const made = await access.api
    .createTemplate(access.businessId, {
      name: form.name,
      language: form.language,
      category: form.category,
      components,
    })
    .catch((err: unknown) => {
      if (!(err instanceof CloudApiError)) throw err;
      throw unavailable(err) ?? invalid({ [refusedField(err)]: metaWords(err) });
    });
  const now = ctx.clock.now().toISOString();
  const values = {
    user_id: caller.id,
    meta_id: made.id || null,
    category: form.category,
    status: made.status || 'PENDING',
    reason: null,
    components: JSON.stringify(components),
    synced_at: now,
    updated_at: now,
  };
  // A template deleted at Meta and made again takes its old row back.
  const row = await ctx.db
    .insertInto('whatsapp_templates')
    .values({
      ...values,
      business_id: access.businessId,
      name: form.name,
      language: form.language,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['business_id', 'name', 'language']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return templateOf(row);
}

const SAMPLE_TYPES = {
  IMAGE: ['image/png', 'image/jpeg'],
  VIDEO: ['video/mp4'],
  DOCUMENT: ['application/pdf'],
} as const;

/**
 * `POST sample`: a media header's sample sent on to Meta's resumable upload with the number's App
 * Id (without one, a 422 that says to add it); answers the handle the form puts in the header.
 */
export async function uploadSample(
  ctx: AppContext,
  caller: AuthUser,
  input: { format: string; businessId?: string },
  file: ReceivedFile,
): Promise<{ handle: string }> {
  if (!isMediaHeader(input.format)) throw invalid({ format: 'Choose an image, video or document header' });
  if (!(SAMPLE_TYPES[input.format] as readonly string[]).includes(file.type))
    throw invalid({ file: M.sampleNotFormat(input.format) });
  const access = await businessAccess(ctx, caller, input.businessId);
  const appId = access.row.app_id;
  if (!appId) throw new HttpError(422, M.noAppId, 'ValidationFailed', { file: M.noAppId });
  const bytes = await file.bytes();
  const handle = await access.api
    .uploadSample(appId, { name: file.fileName, type: file.type, bytes: new Uint8Array(bytes) })
    .catch((err: unknown) => {
      if (!(err instanceof CloudApiError)) throw err;
      throw unavailable(err) ?? invalid({ file: metaWords(err) });
    });
  return { handle };
}
