import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { languageFormSchema, type languageSchema } from '../../../../shared/catalog/languages';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useLanguage, useSaveLanguage } from '../api';
import { EditPage } from '../components/EditPage';
import { FormCard } from '../components/FormCard';
import { CATALOG_PATHS } from '../paths';

type LanguageInput = z.input<typeof languageFormSchema>;
type Language = z.infer<typeof languageSchema>;

function LanguageForm({ language }: { language?: Language }) {
  const navigate = useNavigate();
  const { create, update } = useSaveLanguage();
  const form = useForm<LanguageInput, unknown, z.output<typeof languageFormSchema>>({
    resolver: zodResolver(languageFormSchema),
    defaultValues: { name: language?.name ?? '', code: language?.code ?? '' },
  });
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = language
        ? await update.mutateAsync({ params: { id: language.id }, body })
        : await create.mutateAsync({ body });
      navigate(CATALOG_PATHS.languages);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );
  return (
    <FormCard
      label={language ? 'Edit Language' : 'Add Language'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.languages)}
    >
      <FormField control={form.control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} autoFocus />}
      </FormField>
      <FormField
        control={form.control}
        name="code"
        label="Code"
        required
        extra="ISO 639-1, two letters (en, hi, ta…)"
      >
        {(field) => (
          <TrimmedInput
            {...field}
            count={{ max: 2 }}
            style={{ maxWidth: 100 }}
            normalize={(v) => v.trim().toLowerCase()}
          />
        )}
      </FormField>
    </FormCard>
  );
}

/** admin/language/add */
export function AddLanguagePage() {
  return (
    <>
      <PageHeading title="Add Language" />
      <LanguageForm />
    </>
  );
}

/** admin/language/{id}/edit */
export function EditLanguagePage() {
  const language = useLanguage(Number(useParams().id));
  return (
    <EditPage title="Edit Language" what="Language" back={CATALOG_PATHS.languages} row={language}>
      {(l) => <LanguageForm key={l.id} language={l} />}
    </EditPage>
  );
}
