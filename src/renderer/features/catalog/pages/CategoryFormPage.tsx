import { zodResolver } from '@hookform/resolvers/zod';
import { Skeleton } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { categoryFormSchema, type categorySchema } from '../../../../shared/catalog/contract';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
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
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { name: category?.name ?? '' },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = category
        ? await update.mutateAsync({ params: { id: category.id }, body })
        : await create.mutateAsync({ body });
      navigate(CATALOG_PATHS.categories);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );
  return (
    <FormCard
      label={category ? 'Edit Category' : 'Add Category'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.categories)}
    >
      <FormField control={control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} autoFocus />}
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
