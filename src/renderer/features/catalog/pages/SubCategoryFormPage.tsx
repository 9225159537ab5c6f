import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { subCategoryFormSchema, type subCategorySchema } from '../../../../shared/catalog/contract';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useActiveCategories, useSaveSubCategory, useSubCategory } from '../api';
import { FormCard } from '../components/FormCard';
import { NotFoundCard } from '../components/NotFoundCard';
import { CATALOG_PATHS } from '../paths';

type SubCategoryInput = z.input<typeof subCategoryFormSchema>;
type SubCategory = Pick<z.infer<typeof subCategorySchema>, 'id' | 'name' | 'categoryId' | 'categoryName'>;

function SubCategoryForm({ subCategory }: { subCategory?: SubCategory }) {
  const navigate = useNavigate();
  const categories = useActiveCategories();
  const { create, update } = useSaveSubCategory();
  const form = useForm<SubCategoryInput>({
    resolver: zodResolver(subCategoryFormSchema),
    defaultValues: { name: subCategory?.name ?? '', categoryId: subCategory?.categoryId },
  });
  const { control } = form;
  const options = useMemo(() => {
    const list = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
    // An inactive category is not offered for new rows, but an existing row keeps showing its own.
    if (subCategory && !list.some((o) => o.value === subCategory.categoryId))
      list.push({ value: subCategory.categoryId, label: subCategory.categoryName });
    return list;
  }, [categories.data, subCategory]);

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = subCategory
        ? await update.mutateAsync({ params: { id: subCategory.id }, body })
        : await create.mutateAsync({ body });
      navigate(CATALOG_PATHS.subCategories);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );

  return (
    <FormCard
      label={subCategory ? 'Edit Sub Category' : 'Add Sub Category'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.subCategories)}
    >
      <FormField control={control} name="categoryId" label="Category" required>
        {(field) => (
          <Select<number>
            {...field}
            onChange={(v) => field.onChange(v)}
            options={options}
            loading={categories.isPending}
            placeholder="Choose a category"
            showSearch={{ optionFilterProp: 'label' }}
          />
        )}
      </FormField>
      <FormField control={control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} />}
      </FormField>
    </FormCard>
  );
}

/** admin/subcategory/add */
export function AddSubCategoryPage() {
  return (
    <>
      <PageHeading title="Add Sub Category" />
      <SubCategoryForm />
    </>
  );
}

/** admin/subcategory/{id}/edit */
export function EditSubCategoryPage() {
  const subCategory = useSubCategory(Number(useParams().id));
  return (
    <>
      <PageHeading title="Edit Sub Category" />
      {subCategory.data ? (
        <SubCategoryForm key={subCategory.data.id} subCategory={subCategory.data} />
      ) : subCategory.isPending ? (
        <Skeleton active />
      ) : (
        <NotFoundCard what="Sub Category" back={CATALOG_PATHS.subCategories} />
      )}
    </>
  );
}
