import { zodResolver } from '@hookform/resolvers/zod';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { categoryFormSchema, type categorySchema } from '../../../../shared/catalog/contract';
import { errorText } from '../../../components/feedback/errorText';
import { toastSuccess } from '../../../components/feedback/toast';
import { applyServerErrors } from '../../../components/form/applyServerErrors';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { PageHeading } from '../../../lib/PageHeading';
import { useCategory, useSaveCategory } from '../api';
import { FormCard } from '../components/FormCard';
import { NotFoundCard } from '../components/NotFoundCard';
import { CATALOG_PATHS } from '../paths';

type CategoryInput = z.input<typeof categoryFormSchema>;
type Category = z.infer<typeof categorySchema>;

function CategoryForm({ category }: { category?: Category }) {
  const navigate = useNavigate();
  const { create, update } = useSaveCategory();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CategoryInput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { name: category?.name ?? '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { message } = category
        ? await update.mutateAsync({ params: { id: category.id }, body })
        : await create.mutateAsync({ body });
      toastSuccess(message ?? 'Details Submitted Successfully!');
      navigate(CATALOG_PATHS.categories);
    } catch (err) {
      if (!applyServerErrors(setError, err)) setFormError(errorText(err));
    }
  });
  return (
    <FormCard
      label={category ? 'Edit Category' : 'Add Category'}
      formError={formError}
      saving={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.categories)}
    >
      <FormField control={control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} maxLength={100} autoFocus />}
      </FormField>
    </FormCard>
  );
}

/** admin/category/add */
export function AddCategoryPage() {
  return (
    <>
      <PageHeading title="Add Category" />
      <CategoryForm />
    </>
  );
}

/** admin/category/{id}/edit */
export function EditCategoryPage() {
  const category = useCategory(Number(useParams().id));
  return (
    <>
      <PageHeading title="Edit Category" />
      {category.data ? (
        <CategoryForm key={category.data.id} category={category.data} />
      ) : category.isPending ? (
        <Skeleton active />
      ) : (
        <NotFoundCard what="Category" back={CATALOG_PATHS.categories} />
      )}
    </>
  );
}
