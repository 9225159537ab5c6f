import { requiredText } from '../forms/text';
import { z } from 'zod';
import { isWebAddress, withScheme } from '../forms/web-address';
import { isGstin, uniqueKeywords, withoutTrailingCommas } from './rules';
import { slugProblem } from '../web-templates/slugs';

/**
 * Brand forms (spec 01 sections 3 and 5), parsed alike by the screens and the server: text trimmed,
 * `http://` before a schemeless website, trailing commas off address lines, GST number upper-cased.
 */

const required = (message: string, max = 200) =>
  requiredText(message, max, `You can enter only ${max} characters`);

const addressLine = (message: string) =>
  required(message).transform(withoutTrailingCommas).pipe(z.string().min(1, message));

export const BUSINESS_TYPES = ['Product', 'Service'] as const;

export const companyFormSchema = z.object({
  companyLogo: required('Company Logo is required', 1000),
  /** Hex without '#' (spec 01 section 3); white by default (section 9). */
  brandColor: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, '').toUpperCase())
    .pipe(z.string().regex(/^([0-9A-F]{6})?$/, 'Use a colour like FF8800'))
    .nullish()
    .transform((v) => v || 'FFFFFF'),
  companyName: required('Company Name is required'),
  email: required('Email is required').pipe(z.email('Invalid email address')),
  mobileNumber: required('Public Mobile Number is required', 20).pipe(
    z.string().regex(/^\+?[0-9][0-9 ()-]{5,18}$/, 'Enter a valid mobile number'),
  ),
  website: z
    .string()
    .trim()
    .max(300, 'You can enter only 300 characters')
    .transform(withScheme)
    .refine((v) => v === '' || isWebAddress(v), 'Enter a valid website')
    .nullish()
    .transform((v) => v || null),
  address1: addressLine('Address Line 1 is required'),
  address2: addressLine('Address Line 2 is required'),
  address3: addressLine('City, State, Pincode is required'),
  /** Product, Service, or the free text of Other. */
  businessType: required('Business Type is required', 50),
});
export type CompanyForm = z.input<typeof companyFormSchema>;

export const billingFormSchema = z.object({
  billingName: required('Billing Name is required'),
  gstNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isGstin(v), 'Incorrect GST number')
    .nullish()
    .transform((v) => v || null),
});
export type BillingForm = z.input<typeof billingFormSchema>;

/** A place of business: a country, a state or a city (names from country-state-city). */
export const locationSchema = z.object({
  name: z.string().trim().min(1).max(100),
  countryCode: z.string().trim().max(3).nullish(),
  stateCode: z.string().trim().max(10).nullish(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationsSchema = z.object({
  countries: z.array(locationSchema).max(50).default([]),
  states: z.array(locationSchema).max(100).default([]),
  cities: z.array(locationSchema).max(200).default([]),
});
export type Locations = z.output<typeof locationsSchema>;

const keyword = z.string().trim().min(1).max(100, 'A keyword has at most 100 characters');
const keywordList = (min: boolean) =>
  z
    .array(keyword)
    .max(50, 'At most 50 keywords')
    .transform(uniqueKeywords)
    .refine((list) => !min || list.length > 0, 'At least one keyword is required');

/** Business Details, the AI step (spec 01 section 5): `POST BrandInformation/BusinessDetails`. */
export const businessDetailsFormSchema = z
  .object({
    brandInfo: z.object({
      siteOneLineDescription: z
        .string({ error: 'One line description is required' })
        .trim()
        .min(1, 'One line description is required')
        .max(250, 'You can enter only 250 characters'),
      /** HTML from the rich field; the server sanitises it. */
      aiDesription: z
        .string({ error: 'Business Description is required' })
        .trim()
        .max(20_000, 'The description is too long')
        .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '', 'Business Description is required'),
      pKeywords: keywordList(true),
      sKeywords: keywordList(true),
      /** AI suggestions not placed on a board. */
      keywords: keywordList(false).default([]),
    }),
    locations: locationsSchema,
  })
  .superRefine((v, ctx) => {
    const { countries, states, cities } = v.locations;
    if (!countries.length && !states.length && !cities.length)
      ctx.addIssue({ code: 'custom', path: ['locations'], message: 'Please select at least one location' });
  });
export type BusinessDetailsForm = z.input<typeof businessDetailsFormSchema>;

/** Everything the brand holds; null until first saved. */
export const brandSchema = z.object({
  id: z.number().int().nullable(),
  userId: z.number().int(),
  companyLogo: z.string().nullable(),
  brandColor: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  website: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  businessType: z.string().nullable(),
  billingName: z.string().nullable(),
  gstNumber: z.string().nullable(),
  siteOneLineDescription: z.string().nullable(),
  aiDesription: z.string().nullable(),
  /** pKeywords and sKeywords joined with commas (spec 01 section 3). */
  primary_keyword: z.string().nullable(),
  secondary_keyword: z.string().nullable(),
  pKeywords: z.array(z.string()),
  sKeywords: z.array(z.string()),
  keywords: z.array(z.string()),
  locations: locationsSchema,
});
export type Brand = z.output<typeof brandSchema>;

/** The brandField/value pairs loaded for the signed-in user (spec 01 section 3). */
export const brandFieldSchema = z.object({ brandField: z.string(), value: z.string().nullable() });

export const locationOptionSchema = locationSchema.extend({
  type: z.enum(['country', 'state', 'city']),
  /** "Pune, Maharashtra, India". */
  label: z.string(),
});
export type LocationOption = z.infer<typeof locationOptionSchema>;

// ——— Business categories and products ———

/** A product page's address: the web templates' page slug rule (reserved page names refused), or empty. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((v, ctx) => {
    const problem = v ? slugProblem(v, 'page') : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((v) => v || null);

/** `word` is the business type ("Service Name is required"). */
export const productFormSchema = (word = 'Product') =>
  z.object({
    id: z.number().int().positive().nullish(),
    productName: required(`${word} Name is required`),
    productPageTitle: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => v || null),
    /** Made from the name when empty; unique per user. */
    productPageSlug: slug,
  });

export const businessCategoryFormSchema = (word = 'Product') =>
  z.object({
    categoryName: required('Business Category Name is required', 100),
    isParentCategory: z.boolean().default(false),
    products: z.array(productFormSchema(word)).max(200).default([]),
  });
export type BusinessCategoryForm = z.input<ReturnType<typeof businessCategoryFormSchema>>;

export const productSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  productPageTitle: z.string().nullable(),
  productPageSlug: z.string(),
});
export const businessCategorySchema = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  isParentCategory: z.boolean(),
  products: z.array(productSchema),
});
export type BusinessCategory = z.infer<typeof businessCategorySchema>;

// ——— Onboarding ———

export const ONBOARDING_STEPS = ['company', 'business', 'details', 'social'] as const;
export const onboardingSchema = z.object({
  /** Steps already done: company details saved, a business category, business details saved. */
  done: z.object({ company: z.boolean(), business: z.boolean(), details: z.boolean() }),
  finished: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
