import type { FastifyInstance } from 'fastify';
import { brandContract } from '../../../shared/brand/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { BrandService } from './service';

/** Spec 01 section 8, the success messages. */
const detailsSaved = (word: string) => `${word} Details Submitted Successfully`;

export function brandRoutes(app: FastifyInstance, deps: BindDeps, brand: BrandService): void {
  const { categories } = brand;
  bindContract(app, deps, brandContract, {
    brand: ({ user, query }) => brand.brand(user, query.userId),
    brandFields: ({ user }) => brand.brandFields(user),
    saveCompany: async ({ user, query, body }) =>
      ok(await brand.saveCompany(user, query.userId, body), detailsSaved('Company')),
    saveBilling: async ({ user, query, body }) =>
      ok(await brand.saveBilling(user, query.userId, body), detailsSaved('Billing')),
    saveBusinessDetails: async ({ user, query, body }) =>
      ok(await brand.saveBusinessDetails(user, query.userId, body), detailsSaved('Business')),
    usersBrandList: ({ query }) => brand.usersBrandList(query.Search),
    locationSearch: ({ query }) => brand.locationSearch(query.Search, query.limit),

    businessCategories: ({ user, query }) => categories.list(user, query.userId),
    businessCategoryById: ({ user, params }) => categories.byId(user, params.id),
    createBusinessCategory: async ({ user, query, body }) => {
      const { category, word } = await categories.create(user, query.userId, body);
      return ok(category, detailsSaved(word), 201);
    },
    updateBusinessCategory: async ({ user, params, body }) => {
      const { category, word } = await categories.update(user, params.id, body);
      return ok(category, detailsSaved(word));
    },
    deleteBusinessCategory: async ({ user, params }) =>
      ok(await categories.remove(user, params.id), 'Business category deleted'),

    onboarding: ({ user }) => brand.onboarding(user),
    finishOnboarding: ({ user }) => brand.finishOnboarding(user),
  });
}
