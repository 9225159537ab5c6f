import { useBrand, useBusinessCategories } from '../api';

/**
 * The saved categories with the brand they belong to (whose business type names them), loaded
 * together: `failed` is the first error, and `retry` asks for both again.
 */
export function useCategoriesWithBrand(userId?: number) {
  const brand = useBrand(userId);
  const categories = useBusinessCategories(userId);
  const retry = () => {
    void brand.refetch();
    void categories.refetch();
  };
  return { brand, categories, failed: brand.error ?? categories.error, retry };
}
