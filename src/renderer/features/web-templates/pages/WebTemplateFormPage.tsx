import { zodResolver } from '@hookform/resolvers/zod';
import { Card } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  WEB_TEMPLATE_MESSAGES as M,
  webTemplateFormSchema,
  type WebTemplate,
  type WebTemplateForm as FormValues,
} from '../../../../shared/web-templates/schemas';
import { FormActions } from '../../../components/form/FormActions';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { UploadField } from '../../../components/UploadField';
import { PageHeading } from '../../../lib/PageHeading';
import { EditTemplateShell } from '../../templates';
import { CoverImageInput } from '../components/CoverImageInput';
import { WEB_TEMPLATE_PATHS } from '../paths';
import { useSaveWebTemplate, useWebTemplate } from '../api';

/**
 * The add and edit form (spec 01 sections 2 and 8): Template Name and a cover image, both required;
 * "Template Added Successfully" or "Template Updated Successfully", then the list; a failure shows
 * the server's message above the form and in a toast, and 409/422 field errors on their fields.
 */
function WebTemplateForm({ template }: { template?: WebTemplate }) {
  const navigate = useNavigate();
  const { create, update } = useSaveWebTemplate();
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(webTemplateFormSchema),
    defaultValues: {
      templateName: template?.templateName ?? '',
      coverImageURL: template?.coverImageURL ?? '',
    },
  });
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = template
        ? await update.mutateAsync({ params: { id: template.id }, body })
        : await create.mutateAsync({ body });
      navigate(WEB_TEMPLATE_PATHS.list);
      return saved;
    },
    { successToast: template ? M.updated : M.added, failureToast: true },
  );
  const back = () => navigate(WEB_TEMPLATE_PATHS.list);

  return (
    <Card style={{ maxWidth: 640 }}>
      <VerticalForm
        label={template ? 'Edit Template' : 'Add Template'}
        onSubmit={onSubmit}
        formError={formError}
      >
        <FormField control={form.control} name="templateName" label="Template Name" required>
          {(field) => (
            <TrimmedInput {...field} count={{ max: 100 }} placeholder="e.g. Classic Shop" autoFocus />
          )}
        </FormField>
        <UploadField
          form={form}
          name="coverImageURL"
          label="Cover Image"
          required
          input={CoverImageInput}
          disabled={submitting}
          onUploadingChange={setUploading}
        />
        <FormActions submitting={submitting} submitDisabled={uploading} onCancel={back} cancelWhileSaving />
      </VerticalForm>
    </Card>
  );
}

/** admin/add-template */
export function AddWebTemplatePage() {
  return (
    <>
      <PageHeading title="Add Template" subtitle="A web template: its name and the cover the list shows." />
      <WebTemplateForm />
    </>
  );
}

/** admin/edit-template/{id}: the form once the template is loaded; not found after a 404 (deleted). */
export function EditWebTemplatePage() {
  return (
    <EditTemplateShell
      useRecord={useWebTemplate}
      listPath={WEB_TEMPLATE_PATHS.list}
      cardStyle={{ maxWidth: 640 }}
    >
      {(template) => <WebTemplateForm key={template.id} template={template} />}
    </EditTemplateShell>
  );
}
