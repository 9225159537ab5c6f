import { Skeleton } from 'antd';
import { businessTypeWord } from '../../../../shared/brand/rules';
import { CategoryEditorForm, type CategoryEditorFormProps } from './CategoryEditorForm';
import { LoadFailed } from './LoadFailed';
import { useCategoriesWithBrand } from './useCategoriesWithBrand';

export type BusinessCategoryEditorProps = Omit<CategoryEditorFormProps, 'categories' | 'word'>;

/**
 * The business category edit form with the saved categories and the business type loaded first:
 * onboarding's second step, and the Edit of the Business Category page.
 */
export function BusinessCategoryEditor(props: BusinessCategoryEditorProps) {
  const { brand, categories, failed, retry } = useCategoriesWithBrand(props.userId);
  if (failed) return <LoadFailed error={failed} what="Business categories" retry={retry} />;
  if (!brand.data || !categories.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <CategoryEditorForm
      {...props}
      categories={categories.data}
      word={businessTypeWord(brand.data.businessType)}
    />
  );
}
