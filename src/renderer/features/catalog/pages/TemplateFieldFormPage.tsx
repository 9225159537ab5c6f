import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  BRAND_FIELD_LABELS,
  TEMPLATE_FIELD_TYPES,
  TEMPLATE_FIELD_TYPE_LABELS,
  brandFieldsOfType,
  type TemplateFieldType,
} from '../../../../shared/catalog/rules';
import {
  templateFieldFormSchema,
  type templateFieldSchema,
} from '../../../../shared/catalog/template-fields';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useSaveTemplateField, useTemplateField } from '../api';
import { EditPage } from '../components/EditPage';
import { FormCard } from '../components/FormCard';
import { CATALOG_PATHS } from '../paths';

type FieldInput = z.input<typeof templateFieldFormSchema>;
type TemplateField = z.infer<typeof templateFieldSchema>;

const TYPE_OPTIONS = TEMPLATE_FIELD_TYPES.map((t) => ({ value: t, label: TEMPLATE_FIELD_TYPE_LABELS[t] }));

function TemplateFieldForm({ field: row }: { field?: TemplateField }) {
  const navigate = useNavigate();
  const { create, update } = useSaveTemplateField();
  const form = useForm<FieldInput, unknown, z.output<typeof templateFieldFormSchema>>({
    resolver: zodResolver(templateFieldFormSchema),
    defaultValues: {
      key: row?.key ?? '',
      label: row?.label ?? '',
      type: row?.type ?? 'text',
      brandField: row?.brandField,
    },
  });
  const { control, watch, getValues, setValue } = form;
  const type = (watch('type') ?? 'text') as TemplateFieldType;
  const brandOptions = brandFieldsOfType(type).map((f) => ({ value: f, label: BRAND_FIELD_LABELS[f] }));

  // An image reads the logo and a colour the brand colour: changing the type picks the one that fits.
  const changeType = (next: TemplateFieldType, onChange: (v: TemplateFieldType) => void) => {
    onChange(next);
    const fits = brandFieldsOfType(next);
    const current = getValues('brandField');
    if (!current || !fits.includes(current)) setValue('brandField', fits[0], { shouldValidate: false });
  };

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = row
        ? await update.mutateAsync({ params: { id: row.id }, body })
        : await create.mutateAsync({ body });
      navigate(CATALOG_PATHS.templateFields);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );
  return (
    <FormCard
      label={row ? 'Edit Template Field' : 'Add Template Field'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.templateFields)}
    >
      <FormField
        control={control}
        name="key"
        label="Key"
        required
        extra={'The data-key of the placeholder in a template package, e.g. company_name'}
      >
        {(field) => (
          <TrimmedInput {...field} count={{ max: 50 }} autoFocus normalize={(v) => v.trim().toLowerCase()} />
        )}
      </FormField>
      <FormField control={control} name="label" label="Label" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} />}
      </FormField>
      <FormField control={control} name="type" label="Type" required>
        {({ onChange, ...field }) => (
          <Select<TemplateFieldType>
            {...field}
            onChange={(v) => changeType(v, onChange)}
            options={TYPE_OPTIONS}
          />
        )}
      </FormField>
      <FormField control={control} name="brandField" label="Brand Field" required>
        {(field) => (
          <Select
            {...field}
            onChange={(v) => field.onChange(v)}
            options={brandOptions}
            placeholder="Choose a brand field"
          />
        )}
      </FormField>
    </FormCard>
  );
}

/** admin/template-field/add */
export function AddTemplateFieldPage() {
  return (
    <>
      <PageHeading title="Add Template Field" />
      <TemplateFieldForm />
    </>
  );
}

/** admin/template-field/{id}/edit */
export function EditTemplateFieldPage() {
  const field = useTemplateField(Number(useParams().id));
  return (
    <EditPage
      title="Edit Template Field"
      what="Template Field"
      back={CATALOG_PATHS.templateFields}
      row={field}
    >
      {(f) => <TemplateFieldForm key={f.id} field={f} />}
    </EditPage>
  );
}
