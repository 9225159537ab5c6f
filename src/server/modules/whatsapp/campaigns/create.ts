import { z } from 'zod';
import { MODULES } from '../../../../shared/account/modules';
import { CAMPAIGN_MESSAGES as M, type CampaignCreate } from '../../../../shared/whatsapp/campaigns';
import { headerTypeOf, templateComponentSchema } from '../../../../shared/whatsapp/templates';
import type { AppContext } from '../../../context';
import { foundOr404 } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import { HttpError, invalid } from '../../../http/errors';
import type { BillingService } from '../../billing/service';
import { optedOutAmong } from '../opt-outs';
import { missingVariables, paramsFor, type CampaignVariables } from './params';
import { attachHeaderMedia, dropHeaderFile, useHeaderFile, type HeaderFile } from './media';
import { errorJson } from './rows';
import { senderOf } from './sender';

const componentsSchema = z.array(templateComponentSchema);
const ROWS_PER_INSERT = 500;

/**
 * Run Campaign (spec 03 §2.6, §3.4, §5.1; issue 26 Create): an APPROVED template of the owner's,
 * sent from their number of its business account, to every distinct opted-in number of the chosen
 * groups not on the STOP list. One row per number is made now (a contact whose field the template
 * needs is empty fails its row, saying why); the rows to send take the WhatsApp allowance (402), all
 * in one transaction. The number's sender starts at once.
 */
export async function createCampaign(
  ctx: AppContext,
  billing: Pick<BillingService, 'requireAllowance'>,
  caller: AuthUser,
  input: CampaignCreate,
): Promise<{ id: number }> {
  const { db } = ctx;
  const template = foundOr404(
    await db
      .selectFrom('whatsapp_templates')
      .selectAll()
      .where('id', '=', input.TemplateId)
      .where('user_id', '=', caller.id)
      .executeTakeFirst(),
    'Template',
  );
  if (template.status !== 'APPROVED') throw invalid({ TemplateId: M.templateNotApproved });
  const account = await db
    .selectFrom('whatsapp_accounts')
    .select(['id', 'business_id'])
    .where('user_id', '=', caller.id)
    .where('business_id', '=', template.business_id)
    .orderBy('id')
    .executeTakeFirst();
  if (!account) throw new HttpError(422, M.noNumber, 'NoNumber');

  const groups = await db
    .selectFrom('whatsapp_groups')
    .select('id')
    .where('user_id', '=', caller.id)
    .where('id', 'in', input.GroupIds)
    .execute();
  if (groups.length !== new Set(input.GroupIds).size) throw new HttpError(404, 'Group not found', 'NotFound');

  const parsed = componentsSchema.safeParse(JSON.parse(template.components));
  const components = parsed.success ? parsed.data : [];
  const headerType = headerTypeOf(components);
  const media = input.Header?.[0];
  if (headerType !== 'NONE' && !media?.StaticValue?.trim()) throw invalid({ Header: M.mediaRequired });
  const vars: CampaignVariables = {
    header: headerType === 'NONE' ? (input.Header ?? []) : [],
    body: input.Body ?? [],
    buttons: input.Buttons ?? [],
  };
  const missing = missingVariables(components, vars);
  if (missing.length)
    throw invalid(Object.fromEntries(missing.map((m) => [`${m.section}.${m.n - 1}`, M.fieldRequired])));

  const contacts = await db
    .selectFrom('whatsapp_group_members as m')
    .innerJoin('whatsapp_contacts as c', 'c.id', 'm.contact_id')
    .selectAll('c')
    .where('m.group_id', 'in', input.GroupIds)
    .where('c.user_id', '=', caller.id)
    .where('c.opt_in', '=', 1)
    .orderBy('c.id')
    .execute();
  const stopped = await optedOutAmong(db, caller.id, [...new Set(contacts.map((c) => c.mobile))]);
  const seen = new Set<string>();
  const recipients = contacts.filter((c) => {
    if (seen.has(c.mobile) || stopped.has(c.mobile)) return false;
    seen.add(c.mobile);
    return true;
  });
  if (recipients.length === 0) throw invalid({ GroupIds: M.noRecipients });

  const now = ctx.clock.now().toISOString();
  const rows = recipients.map((c) => {
    const made = paramsFor(components, vars, c);
    const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
    const base = {
      account_id: account.id,
      contact_id: c.id,
      name,
      phone: c.mobile,
      attempts: 0,
      next_attempt_at: now,
    };
    return 'error' in made
      ? {
          ...base,
          params: '[]',
          status: 'failed' as const,
          failed_at: now,
          error: errorJson({ message: made.error }),
        }
      : {
          ...base,
          params: JSON.stringify(made.params),
          status: 'queued' as const,
          failed_at: null,
          error: null,
        };
  });
  const toSend = rows.filter((r) => r.status === 'queued').length;
  const failed = rows.length - toSend;

  // An uploaded header file becomes the campaign's own stored file, judged by its bytes (issue 26).
  const mediaUrl = headerType === 'NONE' ? null : media!.StaticValue!.trim();
  const headerFile: HeaderFile | null =
    mediaUrl && headerType !== 'LOCATION' && headerType !== 'NONE'
      ? await attachHeaderMedia(ctx, caller, mediaUrl, headerType)
      : null;

  const made = db.transaction().execute(async (trx) => {
    if (toSend > 0) await billing.requireAllowance(trx, caller.id, MODULES.whatsapp, toSend);
    const campaign = await trx
      .insertInto('whatsapp_campaigns')
      .values({
        user_id: caller.id,
        account_id: account.id,
        template_id: template.id,
        name: input.Name || template.name,
        template_name: template.name,
        language: template.language,
        opt_out_text: input.OptOutText || null,
        variables: JSON.stringify({
          Header: input.Header ?? [],
          Body: input.Body ?? [],
          Buttons: input.Buttons ?? [],
        }),
        header_type: headerType,
        header_media_url: headerFile?.url ?? mediaUrl,
        header_media_name: headerFile?.name ?? null,
        header_media_id: null,
        header_media_uploaded_at: null,
        state: toSend > 0 ? 'queued' : 'done',
        resume_at: null,
        total: rows.length,
        sent: 0,
        delivered: 0,
        read: 0,
        failed,
        replied: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('whatsapp_campaign_groups')
      .values([...new Set(input.GroupIds)].map((group_id) => ({ campaign_id: campaign.id, group_id })))
      .execute();
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
      await trx
        .insertInto('whatsapp_messages')
        .values(rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ ...r, campaign_id: campaign.id })))
        .execute();
    return campaign.id;
  });
  const id = await made.catch(async (err: unknown) => {
    // A campaign not made keeps no header file.
    await dropHeaderFile(ctx, headerFile);
    throw err;
  });
  // The campaign keeps its header file while it exists (files are deleted only when unused).
  if (headerFile) await useHeaderFile(ctx, id, [headerFile.fileId]);
  if (toSend > 0) senderOf(ctx).kick(account.id);
  return { id };
}
