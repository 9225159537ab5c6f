import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { fontFormSchema, type fontSchema } from '../../../../shared/catalog/fonts';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useFont, useSaveFont } from '../api';
import { EditPage } from '../components/EditPage';
import { FontFilePicker } from '../components/FontFilePicker';
import { FormCard } from '../components/FormCard';
import { CATALOG_PATHS } from '../paths';

/** The form: the shared fields and the picked file, sent as the `file` part (form data). */
const pickedFont = z.object(
  { fileName: z.string(), data: z.instanceof(Blob) },
  { error: 'Font File is Required' },
);
const editFontSchema = fontFormSchema.extend({ file: pickedFont.optional() });
const newFontSchema = fontFormSchema.extend({ file: pickedFont });
type FontInput = z.input<typeof editFontSchema>;
type Font = z.infer<typeof fontSchema>;

function FontForm({ font }: { font?: Font }) {
  const navigate = useNavigate();
  const { create, update } = useSaveFont();
  // Adding needs the file; editing replaces it only when another is chosen.
  const form = useForm<FontInput, unknown, z.output<typeof editFontSchema>>({
    resolver: zodResolver(font ? editFontSchema : newFontSchema),
    defaultValues: { name: font?.name ?? '', isNfc: font?.isNfc ?? false },
  });
  const { control, setError, clearErrors, getValues, setValue } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async ({ file, ...body }) => {
      const files = file ? { file: { name: file.fileName, data: file.data } } : undefined;
      const saved = font
        ? await update.mutateAsync({ params: { id: font.id }, body, files })
        : await create.mutateAsync({ body, files });
      navigate(CATALOG_PATHS.fonts);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );
  return (
    <FormCard
      label={font ? 'Edit Font' : 'Add Font'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.fonts)}
    >
      <FormField control={control} name="file" label="Font File (TTF or OTF)" required={!font}>
        {({ value, onChange, id, ...aria }) => (
          <FontFilePicker
            id={id}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            value={value}
            currentFileName={font?.fileName}
            onChange={(file) => {
              clearErrors('file');
              onChange(file);
              // A new font is named after its file until the Admin names it.
              if (!getValues('name').trim())
                setValue('name', file.fileName.replace(/\.(ttf|otf)$/i, '').replace(/[-_]+/g, ' '));
            }}
            onProblem={(message) => setError('file', { type: 'file', message })}
          />
        )}
      </FormField>
      <FormField control={control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} />}
      </FormField>
      <FormField control={control} name="isNfc" label="NFC">
        {({ value, onChange, id, ...aria }) => (
          <Checkbox
            id={id}
            checked={!!value}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={aria['aria-describedby']}
          >
            Offer this font on NFC cards
          </Checkbox>
        )}
      </FormField>
    </FormCard>
  );
}

/** admin/font/add */
export function AddFontPage() {
  return (
    <>
      <PageHeading title="Add Font" />
      <FontForm />
    </>
  );
}

/** admin/font/{id}/edit */
export function EditFontPage() {
  const font = useFont(Number(useParams().id));
  return (
    <EditPage title="Edit Font" what="Font" back={CATALOG_PATHS.fonts} row={font}>
      {(f) => <FontForm key={f.id} font={f} />}
    </EditPage>
  );
}
