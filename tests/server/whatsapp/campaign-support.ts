import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { givePlan } from '../../helpers/plans';
import { PLATFORM_SECRET, type WhatsAppWorld } from '../bots/whatsapp-support';
import { connectNumber } from './templates-support';

/**
 * A campaign-ready owner (issue 26): a connected number whose status webhooks go to the server, an
 * APPROVED template "spring_sale" (body "Hello {{1}}, {{2}} off today") synced from the fake, a
 * WhatsApp allowance, and a group of `contacts` opted-in contacts (made in the database: the
 * contacts' own tests make them through the API).
 */
export async function campaignReady(
  w: WhatsAppWorld,
  contacts: number,
  opts: { tier?: string; throughput?: number } = {},
) {
  await givePlan(w.server, w.owner.id, { 6: 100_000 });
  const number = await connectNumber(w, w.owner.token);
  // What Meta would say of a grown number (the fake's numbers start at 80/s and TIER_1K).
  const grown = {
    ...(opts.tier ? { messaging_limit: opts.tier } : {}),
    ...(opts.throughput ? { throughput: opts.throughput } : {}),
  };
  if (Object.keys(grown).length)
    await w.server.ctx.db
      .updateTable('whatsapp_accounts')
      .set(grown)
      .where('id', '=', number.accountId)
      .execute();
  w.fake.campaigns.webhookTo({
    secret: PLATFORM_SECRET,
    send: async (raw, signature) => (await w.postWebhook(raw, null, signature)).statusCode,
  });
  w.fake.templates.addTemplate({
    businessId: number.businessId,
    name: 'spring_sale',
    language: 'en_US',
    category: 'MARKETING',
    status: 'APPROVED',
    components: [
      { type: 'BODY', text: 'Hello {{1}}, {{2}} off today', example: { body_text: [['Asha', '20%']] } },
    ],
  });
  const client = w.server.client(w.owner.token);
  await client.call(wc.syncTemplates, {});
  const template = await w.server.ctx.db
    .selectFrom('whatsapp_templates')
    .select('id')
    .where('user_id', '=', w.owner.id)
    .where('name', '=', 'spring_sale')
    .where('business_id', '=', number.businessId)
    .executeTakeFirstOrThrow();
  const groupId = await groupOf(w, contacts);
  return { number, templateId: template.id, groupId, client };
}

let groups = 0;
/** A group of `n` opted-in contacts of the owner (numbers 91700000xxxx). */
export async function groupOf(w: WhatsAppWorld, n: number, first = 0): Promise<number> {
  const db = w.server.ctx.db;
  const at = w.server.ctx.clock.now().toISOString();
  groups += 1;
  const group = await db
    .insertInto('whatsapp_groups')
    .values({
      user_id: w.owner.id,
      name: `Group ${groups}`,
      name_key: `group ${groups}`,
      kind: 'User',
      parent_group_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, (_, k) => {
      const j = first + i + k;
      return {
        user_id: w.owner.id,
        first_name: `Guest${j}`,
        last_name: null,
        country_code: '91',
        mobile: `91700${String(j).padStart(7, '0')}`,
        email: null,
        company_name: null,
        custom_field1: j % 2 ? 'Gold' : null,
        custom_field2: null,
        custom_field3: null,
        custom_field4: null,
        custom_field5: null,
        opt_in: 1,
        created_at: at,
        updated_at: at,
      };
    });
    const made = await db
      .insertInto('whatsapp_contacts')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    if (made.length)
      await db
        .insertInto('whatsapp_group_members')
        .values(made.map((c) => ({ group_id: group.id, contact_id: c.id })))
        .execute();
  }
  return group.id;
}

/** The create payload for "spring_sale": {{1}} the contact's first name, {{2}} a static text. */
export const springSale = (templateId: number, groupIds: number[], more: Record<string, unknown> = {}) => ({
  Name: 'Spring sale',
  TemplateId: templateId,
  GroupIds: groupIds,
  Body: [
    { VariableIndex: 0, ValueSource: 'CONTACT_FIELD' as const, ContactFieldName: 'FirstName' as const },
    { VariableIndex: 1, ValueSource: 'STATIC' as const, StaticValue: '20%' },
  ],
  ...more,
});
