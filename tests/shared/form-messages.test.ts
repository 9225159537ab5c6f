import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The forms' fallback words, installed as the renderer's entry and the server's app install them.
import '../../src/shared/forms/messages';
import * as account from '../../src/shared/account/schemas';
import * as billing from '../../src/shared/billing/schemas';
import * as brand from '../../src/shared/brand/schemas';
import { campaignFormSchema } from '../../src/shared/campaigns/schemas';
import {
  cardFormSchema,
  customButtonSchema,
  customSectionSchema,
  socialLinkSchema,
} from '../../src/shared/cards/schemas';
import { categoryFormSchema, subCategoryFormSchema } from '../../src/shared/catalog/contract';
import { colourFormSchema } from '../../src/shared/catalog/colours';
import { fontFormSchema } from '../../src/shared/catalog/fonts';
import { languageFormSchema } from '../../src/shared/catalog/languages';
import { tagFormSchema } from '../../src/shared/catalog/tags';
import { templateFieldFormSchema } from '../../src/shared/catalog/template-fields';
import { notificationSettingsFormSchema } from '../../src/shared/notifications/contract';
import { templateFormSchema } from '../../src/shared/templates/schemas';
import { staffSchema } from '../../src/shared/users/contract';
import { webTemplateFormSchema } from '../../src/shared/web-templates/schemas';

/**
 * Issue 23: a form shows its schema's messages through zodResolver, so a schema that lets zod's own
 * wording through ("Invalid input: expected 1") puts it on a screen. Every form schema in src/shared
 * is given empty and wrong-typed values and read the way the forms read it: through zodResolver.
 */
const FORMS: Record<string, z.ZodType> = {
  changePassword: account.changePasswordSchema,
  login: account.loginSchema,
  otpRequest: account.otpRequestSchema,
  otpVerify: account.otpVerifySchema,
  register: account.registerSchema,
  setPassword: account.setPasswordSchema,
  setup: account.setupSchema,
  deleteAccount: account.deleteAccountSchema,
  packageForm: billing.packageFormSchema,
  planForm: billing.planFormSchema,
  supplierSettings: billing.supplierSettingsFormSchema,
  billingForm: brand.billingFormSchema,
  companyForm: brand.companyFormSchema,
  businessDetails: brand.businessDetailsFormSchema,
  campaign: campaignFormSchema,
  card: cardFormSchema,
  cardSocialLink: socialLinkSchema,
  cardButton: customButtonSchema,
  cardSection: customSectionSchema,
  category: categoryFormSchema,
  subCategory: subCategoryFormSchema,
  colour: colourFormSchema,
  font: fontFormSchema,
  language: languageFormSchema,
  tag: tagFormSchema,
  templateField: templateFieldFormSchema,
  notificationSettings: notificationSettingsFormSchema,
  templateAdd: templateFormSchema('add'),
  templateEdit: templateFormSchema('edit'),
  staff: staffSchema,
  webTemplate: webTemplateFormSchema,
};

/** zod's own wording, which no screen should show. */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid (string|email|url|uuid|date|element|key|union|type)\b|Too (small|big)|Unrecognized key|Expected\b|Required$)/;

/** Words the spec gives verbatim that look like zod's ("Invalid email address", an image's "Required"). */
const SPEC_WORDS = new Set(['Invalid email address', 'Required']);

/** Values a form can hold in any field (cleared, never touched) and values of the wrong type. */
const PROBES: unknown[] = [undefined, null, '', '   ', 'abc', 0, -1, 1.5, true, [], {}, [{}], ['x']];

/** The keys of an object schema's shape, looked for through pipes, transforms and refinements. */
function keysOf(schema: z.ZodType): string[] {
  let s: unknown = schema;
  for (let i = 0; i < 10 && s; i++) {
    const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape as object);
    s = def.in ?? def.innerType ?? def.schema;
  }
  return [];
}

const messagesOf = (errors: unknown): string[] =>
  !errors || typeof errors !== 'object'
    ? []
    : Object.entries(errors).flatMap(([k, v]) =>
        k === 'message' && typeof v === 'string' ? [v] : k === 'ref' ? [] : messagesOf(v),
      );

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

async function shownMessages(schema: z.ZodType, values: Record<string, unknown>) {
  // The resolver reads a schema as the forms do; values as a form hands them over.
  const resolve = zodResolver(schema as never);
  const result = await resolve(values, undefined, OPTIONS);
  return messagesOf(result.errors);
}

describe('form schemas never show zod default messages', () => {
  it("the card editor's Button Type reads Select Button Type, whatever the button holds", async () => {
    for (const type of [undefined, null, '', 0, 3, 'abc'])
      expect(await shownMessages(customButtonSchema, { name: 'Menu', type, link: 'rao.example' })).toEqual([
        'Select Button Type',
      ]);
  });

  for (const [name, schema] of Object.entries(FORMS)) {
    it(`${name}: empty and wrong-typed values read as the form's own messages`, async () => {
      const found = new Map<string, string>();
      const inputs: Record<string, unknown>[] = [{}];
      for (const key of keysOf(schema)) for (const probe of PROBES) inputs.push({ [key]: probe });
      for (const values of inputs)
        for (const message of await shownMessages(schema, values))
          if (ZOD_DEFAULT.test(message) && !SPEC_WORDS.has(message))
            found.set(message, JSON.stringify(values));
      expect(Object.fromEntries(found)).toEqual({});
    });
  }
});
