import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogContract } from '../../../shared/catalog/contract';
import { usersContract } from '../../../shared/users/contract';
import type { ApiListQuery } from '../../components/DataTable/listQuery';
import { api } from '../../lib/api';
import { useListStatusToggle } from '../../lib/useListStatusToggle';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../lib/query';

/** react-query key prefixes of the two tables (DataTable appends the query). */
export const CATEGORIES_KEY = ['admin', 'categories'] as const;
export const SUB_CATEGORIES_KEY = ['admin', 'sub-categories'] as const;
const ACTIVE_CATEGORIES_KEY = endpointKey(catalogContract.activeCategories);

type CategoriesQuery = z.input<NonNullable<typeof catalogContract.categories.query>>;
type SubCategoriesQuery = z.input<NonNullable<typeof catalogContract.subCategories.query>>;

export const fetchCategories = async (query: ApiListQuery) =>
  (await api.call(catalogContract.categories, { query: query as CategoriesQuery })).data;
export const exportCategories = (query: ApiListQuery) =>
  api.download(catalogContract.categories, { query: query as CategoriesQuery });

export const fetchSubCategories = async (query: ApiListQuery) =>
  (await api.call(catalogContract.subCategories, { query: query as SubCategoriesQuery })).data;
export const exportSubCategories = (query: ApiListQuery) =>
  api.download(catalogContract.subCategories, { query: query as SubCategoriesQuery });

export const useActiveCategories = () => useEndpointQuery(catalogContract.activeCategories);
export const useCategory = (id: number) => useEndpointQuery(catalogContract.categoryById, { params: { id } });
export const useSubCategory = (id: number) =>
  useEndpointQuery(catalogContract.subCategoryById, { params: { id } });

/** After any change: both tables, the active list and the sub-categories the Update User page offers. */
function useInvalidateCatalog() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: CATEGORIES_KEY });
    void client.invalidateQueries({ queryKey: SUB_CATEGORIES_KEY });
    void client.invalidateQueries({ queryKey: ACTIVE_CATEGORIES_KEY });
    // Users/SubCategory lists active sub-categories under active categories.
    void client.invalidateQueries({ queryKey: endpointKey(usersContract.subCategoryOptions) });
  };
}

export function useSaveCategory() {
  const invalidate = useInvalidateCatalog();
  const create = useEndpointMutation(catalogContract.createCategory, { onSuccess: invalidate });
  const update = useEndpointMutation(catalogContract.updateCategory, { onSuccess: invalidate });
  return { create, update };
}

export function useSaveSubCategory() {
  const invalidate = useInvalidateCatalog();
  const create = useEndpointMutation(catalogContract.createSubCategory, { onSuccess: invalidate });
  const update = useEndpointMutation(catalogContract.updateSubCategory, { onSuccess: invalidate });
  return { create, update };
}

type StatusEndpoint = typeof catalogContract.categoryStatus | typeof catalogContract.subCategoryStatus;

/** A row's active switch: flips at once in the table, flips back when the server refuses. */
export function useToggleCatalogStatus(endpoint: StatusEndpoint, listKey: readonly unknown[]) {
  return useListStatusToggle(endpoint, listKey, useInvalidateCatalog());
}
