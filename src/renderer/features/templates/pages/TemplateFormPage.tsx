import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Col, ColorPicker, Flex, Form, Radio, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { HEX_COLOUR_PATTERN } from '../../../../shared/catalog/rules';
import {
  TEMPLATE_MESSAGES as M,
  templateFormSchema,
  type PreviewBody,
  type Template,
  type TemplateFormValues as FormValues,
} from '../../../../shared/templates/schemas';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { UploadField } from '../../../components/UploadField';
import { PageHeading } from '../../../lib/PageHeading';
import { useActiveFonts } from '../../catalog';
import { AssignCategoriesDialog } from '../components/AssignCategoriesDialog';
import { AssignUsersDialog } from '../components/AssignUsersDialog';
import { CoverImageInput } from '../../web-templates';
import { EditTemplateShell } from '../components/EditTemplateShell';
import { PackageInput } from '../components/PackageInput';
import { TemplatePng } from '../components/TemplatePng';
import { editTemplatePath, TEMPLATE_PATHS, templateIdFrom } from '../paths';
import { usePackagePreview, useSaveTemplate, useTemplate } from '../api';

/** Spec 01 section 9: default colour #FFFFFF (the background); text colours start black. */
const DEFAULT_BG = '#FFFFFF';
const DEFAULT_INK = '#000000';
/** The preview's width: enough for the page, small enough to draw at once. */
const PREVIEW_WIDTH = 540;

function defaultsOf(template?: Template): FormValues {
  return {
    templateName: template?.templateName ?? '',
    coverImageURL: template?.coverImageURL ?? '',
    zipFile: template
      ? { id: template.zipFile, fileName: template.zipFileName, files: template.zipFiles }
      : null,
    zipDefaultFile: template
      ? {
          id: template.zipDefaultFile,
          fileName: template.zipDefaultFileName,
          files: template.zipDefaultFiles,
        }
      : null,
    primary_Font: template?.primary_Font,
    secondary_Font: template?.secondary_Font,
    primary_color: template?.primary_color ?? DEFAULT_INK,
    secondary_color: template?.secondary_color ?? DEFAULT_INK,
    bg_color: template?.bg_color ?? DEFAULT_BG,
    assignTo: !template || template.isGeneral ? 'general' : 'specific',
    user: template?.user ?? [],
    category: template?.category ?? [],
    assignAllUsers: template?.assignAllUsers ?? false,
    assignAllCategories: template?.assignAllCategories ?? false,
    isDefault: template?.isDefault ?? false,
  };
}

/** A colour picker with its hex text (the masters' colour form does the same). */
function ColourField({
  control,
  name,
  label,
}: {
  control: Control<FormValues>;
  name: 'primary_color' | 'secondary_color' | 'bg_color';
  label: string;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ id, value, onChange, ...field }) => (
        <Flex gap={8} align="center">
          <ColorPicker
            value={HEX_COLOUR_PATTERN.test(value ?? '') ? value : DEFAULT_BG}
            disabledAlpha
            onChangeComplete={(c) => onChange(c.toHexString().toUpperCase())}
          />
          <TrimmedInput
            {...field}
            id={id}
            value={value}
            onChange={onChange}
            count={{ max: 7 }}
            style={{ maxWidth: 120 }}
            normalize={(v) => v.trim().toUpperCase()}
          />
        </Flex>
      )}
    </FormField>
  );
}

/** The valid package's preview, drawn by the server with a sample brand and the form's colours and fonts. */
function PackagePreview({ control }: { control: Control<FormValues> }) {
  const [zipFile, primary_color, secondary_color, bg_color, primary_Font, secondary_Font] = useWatch({
    control,
    name: ['zipFile', 'primary_color', 'secondary_color', 'bg_color', 'primary_Font', 'secondary_Font'],
  });
  const colour = (c: string) => (HEX_COLOUR_PATTERN.test(c) ? c : undefined);
  const body: PreviewBody | null = zipFile
    ? {
        packageId: zipFile.id,
        primary_color: colour(primary_color),
        secondary_color: colour(secondary_color),
        bg_color: colour(bg_color),
        primary_Font,
        secondary_Font,
        width: PREVIEW_WIDTH,
      }
    : null;
  const preview = usePackagePreview(body);
  return (
    <Card size="small" title="Preview" styles={{ body: { padding: 12 } }}>
      {body ? (
        <TemplatePng
          bytes={preview.data}
          loading={preview.isFetching}
          error={preview.error}
          onRetry={() => void preview.refetch()}
          alt="Template preview with a sample brand"
          aspectRatio={1}
          style={{ aspectRatio: 'auto', minHeight: 200 }}
        />
      ) : (
        <Typography.Text type="secondary">
          Choose the Zip File With Key: its design shows here with a sample brand.
        </Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
        Drawn with a sample brand. Each user sees their own company name, logo and contacts.
      </Typography.Paragraph>
    </Card>
  );
}

/** Assign User and Assign Category buttons, each with its dialog (spec 01 section 2). */
function AssignButtons({
  control,
  setValue,
}: {
  control: Control<FormValues>;
  setValue: (patch: Partial<FormValues>) => void;
}) {
  const [user, category, assignAllUsers, assignAllCategories] = useWatch({
    control,
    name: ['user', 'category', 'assignAllUsers', 'assignAllCategories'],
  });
  const [open, setOpen] = useState<'users' | 'categories' | null>(null);
  const summary = (all: boolean, n: number, what: string) => (all ? `All ${what}` : `${n} ${what} selected`);
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 24 }}>
      <Flex gap={8} align="center">
        <Button onClick={() => setOpen('users')}>Assign User</Button>
        <Typography.Text type="secondary">
          {summary(!!assignAllUsers, user?.length ?? 0, 'users')}
        </Typography.Text>
      </Flex>
      <Flex gap={8} align="center">
        <Button onClick={() => setOpen('categories')}>Assign Category</Button>
        <Typography.Text type="secondary">
          {summary(!!assignAllCategories, category?.length ?? 0, 'categories')}
        </Typography.Text>
      </Flex>
      <AssignUsersDialog
        open={open === 'users'}
        value={user ?? []}
        all={!!assignAllUsers}
        onCancel={() => setOpen(null)}
        onConfirm={(value, all) => {
          setValue({ user: value, assignAllUsers: all });
          setOpen(null);
        }}
      />
      <AssignCategoriesDialog
        open={open === 'categories'}
        value={category ?? []}
        all={!!assignAllCategories}
        onCancel={() => setOpen(null)}
        onConfirm={(value, all) => {
          setValue({ category: value, assignAllCategories: all });
          setOpen(null);
        }}
      />
    </Flex>
  );
}

/**
 * The Add/Edit Template page (spec 01 sections 2, 5 and 8): name, the two zips (each checked by the
 * server as soon as it is chosen, the valid one previewed), colours, fonts, cover, Assign To, Set as
 * Default, Cancel and Save. "Template Added Successfully" or "Template Updated Successfully", then the
 * list; a failure toasts the server's message (and puts field errors on their fields).
 */
function TemplateForm({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const { create, update } = useSaveTemplate();
  const fonts = useActiveFonts();
  const [uploads, setUploads] = useState(0);
  const busy = (on: boolean) => setUploads((n) => Math.max(0, n + (on ? 1 : -1)));
  const form = useForm<FormValues>({
    resolver: zodResolver(templateFormSchema(template ? 'edit' : 'add')),
    defaultValues: defaultsOf(template),
  });
  const assignTo = useWatch({ control: form.control, name: 'assignTo' });

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (v) => {
      const isGeneral = v.assignTo === 'general';
      const common = {
        templateName: v.templateName,
        coverImageURL: v.coverImageURL,
        primary_color: v.primary_color,
        secondary_color: v.secondary_color,
        bg_color: v.bg_color,
        isGeneral,
        isDefault: v.isDefault,
        // Spec 01 section 3: category and user are sent as JSON text.
        category: JSON.stringify(isGeneral ? [] : v.category),
        user: JSON.stringify(isGeneral ? [] : v.user),
        assignAllUsers: !isGeneral && v.assignAllUsers,
        assignAllCategories: !isGeneral && v.assignAllCategories,
      };
      const saved = template
        ? await update.mutateAsync({
            params: { id: template.id },
            body: {
              ...common,
              zipFile: v.zipFile?.id !== template.zipFile ? v.zipFile?.id : undefined,
              zipDefaultFile:
                v.zipDefaultFile?.id !== template.zipDefaultFile ? v.zipDefaultFile?.id : undefined,
              primary_Font: v.primary_Font,
              secondary_Font: v.secondary_Font,
            },
          })
        : await create.mutateAsync({
            body: {
              ...common,
              zipFile: v.zipFile!.id,
              zipDefaultFile: v.zipDefaultFile!.id,
              primary_Font: v.primary_Font!,
              secondary_Font: v.secondary_Font!,
            },
          });
      navigate(TEMPLATE_PATHS.list);
      return saved;
    },
    { successToast: template ? M.updated : M.added, failureToast: true },
  );
  const fontOptions = (fonts.data ?? []).map((f) => ({ value: f.id, label: f.name }));
  const required = !template;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Card>
          <FormError message={formError} />
          <form onSubmit={onSubmit} noValidate aria-label={template ? 'Edit Template' : 'Add Template'}>
            <Form layout="vertical" component={false}>
              <FormField control={form.control} name="templateName" label="Template Name" required>
                {(field) => (
                  <TrimmedInput {...field} count={{ max: 100 }} placeholder="e.g. Festive Offer" autoFocus />
                )}
              </FormField>
              <UploadField
                form={form}
                name="zipFile"
                label="Zip File With Key"
                required={required}
                extra="The design with data-key placeholders (docs/template-package.md)."
                input={PackageInput}
                disabled={submitting}
                onUploadingChange={busy}
              />
              <UploadField
                form={form}
                name="zipDefaultFile"
                label="Default Zip File"
                required={required}
                extra="The design with sample content, shown to users without brand details."
                input={PackageInput}
                disabled={submitting}
                onUploadingChange={busy}
              />
              <Flex gap={24} wrap>
                <ColourField control={form.control} name="primary_color" label="Primary Color" />
                <ColourField control={form.control} name="secondary_color" label="Secondary Color" />
                <ColourField control={form.control} name="bg_color" label="Background Color" />
              </Flex>
              <Flex gap={24} wrap>
                {(['primary_Font', 'secondary_Font'] as const).map((name) => (
                  <div key={name} style={{ minWidth: 220, flex: 1 }}>
                    <FormField
                      control={form.control}
                      name={name}
                      label={name === 'primary_Font' ? 'Primary Font' : 'Secondary Font'}
                      required={required}
                    >
                      {({ value, onChange, ...field }) => (
                        <Select
                          {...field}
                          value={value}
                          onChange={onChange}
                          options={fontOptions}
                          loading={fonts.isPending}
                          placeholder="Select a font"
                          showSearch={{ optionFilterProp: 'label' }}
                        />
                      )}
                    </FormField>
                  </div>
                ))}
              </Flex>
              <UploadField
                form={form}
                name="coverImageURL"
                label="Template Cover Image"
                required
                input={CoverImageInput}
                disabled={submitting}
                onUploadingChange={busy}
              />
              <FormField control={form.control} name="assignTo" label="Assign To">
                {({ value, onChange, id }) => (
                  <Radio.Group
                    id={id}
                    aria-label="Assign To"
                    value={value}
                    onChange={(e) => onChange(e.target.value)}
                  >
                    <Radio value="general">General</Radio>
                    <Radio value="specific">User and Category Specific</Radio>
                  </Radio.Group>
                )}
              </FormField>
              {assignTo === 'specific' && (
                <AssignButtons
                  control={form.control}
                  setValue={(patch) => {
                    for (const [key, value] of Object.entries(patch))
                      form.setValue(key as keyof FormValues, value as never, { shouldDirty: true });
                  }}
                />
              )}
              <FormField control={form.control} name="isDefault" label="Default">
                {({ value, onChange, id }) => (
                  <Checkbox id={id} checked={!!value} onChange={(e) => onChange(e.target.checked)}>
                    Set as Default
                  </Checkbox>
                )}
              </FormField>
              <Flex gap={8}>
                <Button onClick={() => navigate(TEMPLATE_PATHS.list)}>Cancel</Button>
                <Button type="primary" htmlType="submit" loading={submitting} disabled={uploads > 0}>
                  Save
                </Button>
              </Flex>
            </Form>
          </form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <PackagePreview control={form.control} />
      </Col>
    </Row>
  );
}

/** admin/template/add */
export function AddTemplatePage() {
  return (
    <>
      <PageHeading
        title="Add Template"
        subtitle="A design template: its packages, colours, fonts and who gets it."
      />
      <TemplateForm />
    </>
  );
}

/** admin/template/{id}/edit: the form once the template is loaded; not found after a 404. */
export function EditTemplatePage() {
  return (
    <EditTemplateShell useRecord={useTemplate} listPath={TEMPLATE_PATHS.list}>
      {(template) => <TemplateForm key={template.id} template={template} />}
    </EditTemplateShell>
  );
}

/**
 * admin/template/{id}/layout: the spec names layout editors without showing them (spec 01 section
 * 2); a template's layout is its package, edited on the edit page, so the address opens that page.
 */
export function TemplateLayoutPage() {
  const id = templateIdFrom(useParams().id);
  return <Navigate to={id !== null ? editTemplatePath(id) : TEMPLATE_PATHS.list} replace />;
}
