import { useQueryClient } from '@tanstack/react-query';
import { catalogContract } from '../../../shared/catalog/contract';
import { usersContract } from '../../../shared/users/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey, endpointPrefix } from '../../lib/queryKeys';
import { useListStatusToggle } from '../../lib/useListStatusToggle';

export const useActiveCategories = () => useEndpointQuery(catalogContract.activeCategories);
export const useCategory = (id: number) => useEndpointQuery(catalogContract.categoryById, { params: { id } });
export const useSubCategory = (id: number) =>
  useEndpointQuery(catalogContract.subCategoryById, { params: { id } });

/** After any change: the whole catalog area and the sub-categories the Update User page offers. */
function useInvalidateCatalog() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: areaKey('catalog') });
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

/** The status endpoint of each table and the list its switch flips in. */
const STATUS = {
  category: { endpoint: catalogContract.categoryStatus, list: catalogContract.categories },
  subCategory: { endpoint: catalogContract.subCategoryStatus, list: catalogContract.subCategories },
} as const;

/** A row's active switch: flips at once in the table, flips back when the server refuses. */
export function useToggleCatalogStatus(kind: keyof typeof STATUS) {
  const { endpoint, list } = STATUS[kind];
  return useListStatusToggle(endpoint, endpointPrefix(list), useInvalidateCatalog());
}
