import { Skeleton } from 'antd';
import { businessTypeWord } from '../../../../shared/brand/rules';
import { useBrand, useBusinessCategories } from '../api';
import { CategoryEditorForm, type CategoryEditorFormProps } from './CategoryEditorForm';
import { LoadFailed } from './LoadFailed';

export type BusinessCategoryEditorProps = Omit<CategoryEditorFormProps, 'categories' | 'word'>;

/**
 * The business category edit form with the saved categories and the business type loaded first:
 * onboarding's second step, and the Edit of the Business Category page.
 */
export function BusinessCategoryEditor(props: BusinessCategoryEditorProps) {
  const brand = useBrand(props.userId);
  const categories = useBusinessCategories(props.userId);
  const failed = brand.error ?? categories.error;
  if (failed)
    return (
      <LoadFailed
        error={failed}
        what="Business categories"
        retry={() => {
          void brand.refetch();
          void categories.refetch();
        }}
      />
    );
  if (!brand.data || !categories.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <CategoryEditorForm
      {...props}
      categories={categories.data}
      word={businessTypeWord(brand.data.businessType)}
    />
  );
}
