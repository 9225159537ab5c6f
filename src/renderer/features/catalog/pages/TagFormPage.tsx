import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { tagFormSchema, type tagSchema } from '../../../../shared/catalog/tags';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useSaveTag, useTag } from '../api';
import { EditPage } from '../components/EditPage';
import { FormCard } from '../components/FormCard';
import { CATALOG_PATHS } from '../paths';

type TagInput = z.input<typeof tagFormSchema>;
type Tag = z.infer<typeof tagSchema>;

function TagForm({ tag }: { tag?: Tag }) {
  const navigate = useNavigate();
  const { create, update } = useSaveTag();
  const form = useForm<TagInput>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: { name: tag?.name ?? '' },
  });
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = tag
        ? await update.mutateAsync({ params: { id: tag.id }, body })
        : await create.mutateAsync({ body });
      navigate(CATALOG_PATHS.tags);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );
  return (
    <FormCard
      label={tag ? 'Edit Tag' : 'Add Tag'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.tags)}
    >
      <FormField control={form.control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} autoFocus />}
      </FormField>
    </FormCard>
  );
}

/** admin/tag/add */
export function AddTagPage() {
  return (
    <>
      <PageHeading title="Add Tag" />
      <TagForm />
    </>
  );
}

/** admin/tag/{id}/edit */
export function EditTagPage() {
  const tag = useTag(Number(useParams().id));
  return (
    <EditPage title="Edit Tag" what="Tag" back={CATALOG_PATHS.tags} row={tag}>
      {(t) => <TagForm key={t.id} tag={t} />}
    </EditPage>
  );
}
