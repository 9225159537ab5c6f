import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idParamSchema } from '../http/ids';
import {
  billingFormSchema,
  brandFieldSchema,
  brandSchema,
  businessCategoryFormSchema,
  businessCategorySchema,
  businessDetailsFormSchema,
  companyFormSchema,
  locationOptionSchema,
  onboardingSchema,
} from './schemas';
import { areaContract } from '../http/endpoint-ids';

/**
 * Brand information, business categories and products, onboarding progress (spec 01 sections 2–7,
 * issue 11). `userId` is for an Admin working on another user's pages; a User passing anyone
 * else's id gets 404.
 */
const optionalUser = z.object({ userId: idParamSchema().optional() });

/** A user list entry (spec 01 section 3, Other lists): the user's id and display name. */
export const userBrandListEntrySchema = z.object({ applicationUserId: z.number().int(), value: z.string() });
export type UserBrandListEntry = z.infer<typeof userBrandListEntrySchema>;

const idParams = z.object({ id: idParamSchema() });

export const brandContract = areaContract('brand', {
  brand: endpoint({
    method: 'GET',
    path: '/api/BrandInformation',
    access: 'signedIn',
    summary: 'Company, billing and business details with locations (empty until first saved)',
    query: optionalUser,
    response: brandSchema,
  }),
  brandFields: endpoint({
    method: 'GET',
    path: '/api/BrandInformation/Fields',
    access: 'signedIn',
    summary: 'Company Name, Email and Business Type of the signed-in user as brandField/value pairs',
    response: z.array(brandFieldSchema),
  }),
  saveCompany: endpoint({
    method: 'POST',
    path: '/api/BrandInformation',
    access: 'signedIn',
    summary: 'Save the company details',
    query: optionalUser,
    body: companyFormSchema,
    response: brandSchema,
  }),
  saveBilling: endpoint({
    method: 'POST',
    path: '/api/BrandInformation/Billing',
    access: 'signedIn',
    summary: 'Save the billing details (Bill To on invoices)',
    query: optionalUser,
    body: billingFormSchema,
    response: brandSchema,
  }),
  saveBusinessDetails: endpoint({
    method: 'POST',
    path: '/api/BrandInformation/BusinessDetails',
    access: 'signedIn',
    summary: 'Save the one-line description, keywords, business description and locations',
    query: optionalUser,
    body: businessDetailsFormSchema,
    response: brandSchema,
  }),
  usersBrandList: endpoint({
    method: 'GET',
    path: '/api/BrandInformation/GetUsersBrandList',
    access: 'admin',
    summary:
      'Users (role User) for the Assign User dialogs: applicationUserId and value, the company name else the user name (spec 01 sections 2, 3 and 7)',
    query: z.object({ Search: z.string().trim().max(200).optional() }).strict(),
    response: z.array(userBrandListEntrySchema),
  }),
  locationSearch: endpoint({
    method: 'GET',
    path: '/api/Location/Search',
    access: 'signedIn',
    summary: 'Countries, states and cities whose name starts with (or contains) the text, best first',
    query: z.object({
      Search: z.string().trim().min(1).max(100),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: z.array(locationOptionSchema),
  }),

  businessCategories: endpoint({
    method: 'GET',
    path: '/api/BusinessCategory',
    access: 'signedIn',
    summary: 'Business categories with their products',
    query: optionalUser,
    response: z.array(businessCategorySchema),
  }),
  businessCategoryById: endpoint({
    method: 'GET',
    path: '/api/BusinessCategory/:id',
    access: 'signedIn',
    summary: 'One business category with its products',
    params: idParams,
    response: businessCategorySchema,
  }),
  createBusinessCategory: endpoint({
    method: 'POST',
    path: '/api/BusinessCategory',
    access: 'signedIn',
    summary: 'Add a business category with its products',
    query: optionalUser,
    body: businessCategoryFormSchema(),
    response: businessCategorySchema,
  }),
  updateBusinessCategory: endpoint({
    method: 'PUT',
    path: '/api/BusinessCategory/:id',
    access: 'signedIn',
    summary: 'Rename a business category and replace its products (kept by id)',
    params: idParams,
    body: businessCategoryFormSchema(),
    response: businessCategorySchema,
  }),
  deleteBusinessCategory: endpoint({
    method: 'DELETE',
    path: '/api/BusinessCategory/:id',
    access: 'signedIn',
    summary: 'Delete a business category and its products',
    params: idParams,
    response: z.null(),
  }),

  onboarding: endpoint({
    method: 'GET',
    path: '/api/Onboarding',
    access: 'user',
    summary: 'Which onboarding steps are done, so the wizard resumes at the first open one',
    response: onboardingSchema,
  }),
  finishOnboarding: endpoint({
    method: 'POST',
    path: '/api/Onboarding/Finish',
    access: 'user',
    summary: 'Finish (or skip the rest of) onboarding',
    body: z.object({}).strict().optional(),
    response: onboardingSchema,
  }),
});
