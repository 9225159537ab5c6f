import { zodResolver } from '@hookform/resolvers/zod';
import { Card } from 'antd';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
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
import { PackageField } from '../components/PackageField';
import { WEB_TEMPLATE_PATHS } from '../paths';
import { useSaveWebTemplate, useWebTemplate } from '../api';

/** The problems a refused package lists (`problems.<n>`), and the `file` part's own error. */
function packageErrorsOf(err: unknown): { problems: string[]; file?: string } {
  if (!(err instanceof ApiError) || !err.errors) return { problems: [] };
  const problems = Object.entries(err.errors)
    .filter(([key]) => key.startsWith('problems.'))
    .map(([, text]) => text);
  return { problems, file: err.errors.file };
}

/**
 * The add and edit form (spec 01 sections 2 and 8; issue 24): Template Name, a cover image and the
 * template package, all required to add (edit keeps the package unless another zip is chosen);
 * "Template Added Successfully" or "Template Updated Successfully", then the list; a failure shows
 * the server's message above the form and in a toast, 409/422 field errors on their fields, and a
 * refused package's problems (file and line) under the package field.
 */
function WebTemplateForm({ template }: { template?: WebTemplate }) {
  const navigate = useNavigate();
  const { create, update } = useSaveWebTemplate();
  const [uploading, setUploading] = useState(false);
  const [pkg, setPkg] = useState<File | null>(null);
  const [pkgError, setPkgError] = useState<string | undefined>();
  const [problems, setProblems] = useState<string[]>([]);
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
      setProblems([]);
      const files = { file: pkg ? { name: pkg.name, data: pkg } : undefined };
      try {
        const saved = template
          ? await update.mutateAsync({ params: { id: template.id }, body, files })
          : await create.mutateAsync({ body, files });
        navigate(WEB_TEMPLATE_PATHS.list);
        return saved;
      } catch (err) {
        const found = packageErrorsOf(err);
        setProblems(found.problems);
        if (found.file) setPkgError(found.file);
        throw err;
      }
    },
    {
      successToast: template ? M.updated : M.added,
      failureToast: true,
      // The package's problems show under its field; the form says it in one line.
      describeError: (err) => {
        const found = packageErrorsOf(err);
        if (found.file) return found.file;
        return found.problems.length ? 'The zip file is not a valid template package' : undefined;
      },
    },
  );
  /** Add needs a package: said under its field with the form's other checks. */
  const submit = (event?: BaseSyntheticEvent) => {
    if (!template && !pkg) {
      event?.preventDefault();
      setPkgError(M.packageRequired);
      void form.trigger();
      return Promise.resolve();
    }
    return onSubmit(event);
  };
  const back = () => navigate(WEB_TEMPLATE_PATHS.list);

  return (
    <Card style={{ maxWidth: 720 }}>
      <VerticalForm
        label={template ? 'Edit Template' : 'Add Template'}
        onSubmit={submit}
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
        <PackageField
          file={pkg}
          onChange={(file, error) => {
            setPkg(file);
            setPkgError(error);
            setProblems([]);
          }}
          current={template?.package ?? null}
          error={pkgError}
          problems={problems}
          disabled={submitting}
          required={!template}
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
      <PageHeading
        title="Add Template"
        subtitle="A web template: its name, the cover the list shows, and its package (Liquid pages and assets)."
      />
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
      cardStyle={{ maxWidth: 720 }}
    >
      {(template) => <WebTemplateForm key={template.id} template={template} />}
    </EditTemplateShell>
  );
}
