import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Empty, Flex, Form, Typography } from 'antd';
import { useMemo, useRef, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { pluralOf } from '../../../../shared/brand/rules';
import type { BusinessCategory } from '../../../../shared/brand/schemas';
import { ApiError } from '../../../../shared/http/client';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { FormActions } from '../../../components/form/FormActions';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useBoundField } from '../../../components/form/useBoundField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { useCategoryCalls } from '../api';
import {
  categoriesFormSchema,
  categoryChanges,
  draftOf,
  prefixErrors,
  type CategoriesFormInput,
} from '../categoryChanges';
import { BRAND_MESSAGES } from '../messages';

export interface CategoryEditorFormProps {
  categories: readonly BusinessCategory[];
  /** The business type word: "Product", "Service" or the free text (spec 01 section 5). */
  word: string;
  userId?: number;
  onSaved?: () => void;
  onCancel?: () => void;
  /** The submit button's text ("Save"; the onboarding wizard says "Next"). */
  submitLabel?: string;
  /** Buttons before the submit button (the wizard's Back). */
  actions?: ReactNode;
}

type FormControl = Control<CategoriesFormInput>;

const blankCategory = () => ({ id: null, categoryName: '', isParentCategory: false, products: [] });
const blankProduct = () => ({ id: null, productName: '', productPageTitle: null, productPageSlug: null });

/** A call's 422 field errors, moved under the category they belong to. */
function underCategory(err: unknown, index: number): unknown {
  if (!(err instanceof ApiError) || err.status !== 422 || !err.errors) return err;
  return new ApiError(err.status, err.message, err.errorCode, prefixErrors(err.errors, index));
}

/**
 * The business category edit form (spec 01 sections 2 and 5): every category with its products,
 * Add Category, Add product (not on a parent category) and remove buttons. Saving sends a POST, PUT
 * or DELETE per changed category; what succeeded stays saved if a later call fails, so saving again
 * sends only the rest.
 */
export function CategoryEditorForm({
  categories,
  word,
  userId,
  onSaved,
  onCancel,
  submitLabel = 'Save',
  actions,
}: CategoryEditorFormProps) {
  const calls = useCategoryCalls(userId);
  const schema = useMemo(() => categoriesFormSchema(word), [word]);
  const form = useForm<CategoriesFormInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      categories: categories.length ? categories.map(draftOf) : [blankCategory()],
    },
  });
  const { control, setValue } = form;
  const list = useFieldArray({ control, name: 'categories', keyName: 'key' });
  // What the server holds, moved on by every call that succeeds.
  const saved = useRef<BusinessCategory[]>([...categories]);

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (values) => {
      const parsed = schema.parse(values);
      const changes = categoryChanges(saved.current, parsed.categories);
      for (const id of changes.removed) {
        await calls.remove(id);
        saved.current = saved.current.filter((c) => c.id !== id);
      }
      for (const { index, id, body } of changes.updated) {
        const { data } = await calls.update(id, body).catch((err: unknown) => {
          throw underCategory(err, index);
        });
        saved.current = saved.current.map((c) => (c.id === id ? data : c));
        setValue(`categories.${index}`, draftOf(data));
      }
      for (const { index, body } of changes.created) {
        const { data } = await calls.create(body).catch((err: unknown) => {
          throw underCategory(err, index);
        });
        saved.current = [...saved.current, data];
        setValue(`categories.${index}`, draftOf(data));
      }
      await calls.refresh();
      onSaved?.();
    },
    { successToast: BRAND_MESSAGES.categoriesSaved(word) },
  );

  return (
    <>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Business categories">
        <Form layout="vertical" component={false}>
          <Flex vertical gap={16} style={{ marginBottom: 16 }}>
            {list.fields.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No categories. Add one, or save to keep none."
              />
            )}
            {list.fields.map((field, index) => (
              <CategoryFields
                key={field.key}
                control={control}
                index={index}
                word={word}
                onRemove={() => list.remove(index)}
              />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() =>
                list.append(blankCategory(), { focusName: `categories.${list.fields.length}.categoryName` })
              }
              block
            >
              Add Category
            </Button>
          </Flex>
          <FormActions
            submitting={submitting}
            submitLabel={submitLabel}
            onCancel={onCancel}
            extra={actions}
          />
        </Form>
      </form>
    </>
  );
}

function CategoryFields({
  control,
  index,
  word,
  onRemove,
}: {
  control: FormControl;
  index: number;
  word: string;
  onRemove: () => void;
}) {
  const products = useFieldArray({ control, name: `categories.${index}.products`, keyName: 'key' });
  const name = useWatch({ control, name: `categories.${index}.categoryName` });
  const isParent = useWatch({ control, name: `categories.${index}.isParentCategory` });
  const title = name?.trim() || `Category ${index + 1}`;
  const plural = pluralOf(word);

  /** A parent category has no products (spec 01 section 5): making it one drops them, once confirmed. */
  const setParent = async (on: boolean, onChange: (on: boolean) => void) => {
    if (on && products.fields.length > 0) {
      const ok = await confirmAction({
        title: `Make ${title} a parent category?`,
        content: `Its ${products.fields.length} ${products.fields.length === 1 ? word : plural} will be removed when you save.`,
        okText: 'Make parent',
        danger: true,
      });
      if (!ok) return;
      products.remove();
    }
    onChange(on);
  };

  return (
    <Card
      size="small"
      role="group"
      aria-label={title}
      title={title}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Remove category ${title}`}
          onClick={onRemove}
        />
      }
    >
      <FormField
        control={control}
        name={`categories.${index}.categoryName`}
        label="Business Category Name"
        required
      >
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} placeholder="e.g. Cakes" />}
      </FormField>
      <Controller
        control={control}
        name={`categories.${index}.isParentCategory`}
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            checked={!!field.value}
            onChange={(e) => void setParent(e.target.checked, field.onChange)}
          >
            Parent category{' '}
            <Typography.Text type="secondary">
              (groups other categories, no {plural.toLowerCase()} of its own)
            </Typography.Text>
          </Checkbox>
        )}
      />
      {!isParent && (
        <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0', minWidth: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, border: 0 }}>{plural}</legend>
          {products.fields.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              No {plural.toLowerCase()} in this category yet.
            </Typography.Paragraph>
          )}
          {products.fields.map((product, p) => (
            <Flex key={product.key} gap={8} align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>
                <ProductNameField
                  control={control}
                  name={`categories.${index}.products.${p}.productName`}
                  label={`${word} Name`}
                />
              </div>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${word} ${p + 1} of ${title}`}
                onClick={() => products.remove(p)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() =>
              products.append(blankProduct(), {
                focusName: `categories.${index}.products.${products.fields.length}.productName`,
              })
            }
          >
            Add {word}
          </Button>
        </fieldset>
      )}
    </Card>
  );
}

/**
 * A product's name in the list under the category's heading: no label row of its own (the input
 * is named by `aria-label`, so `getByLabel` still finds it), its error under it.
 */
function ProductNameField({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: `categories.${number}.products.${number}.productName`;
  label: string;
}) {
  const { field, errorId, error, itemProps } = useBoundField(control, name);
  return (
    <Form.Item {...itemProps} style={{ marginBottom: 12 }}>
      <TrimmedInput
        {...field}
        aria-label={label}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        placeholder={label}
        count={{ max: 200 }}
      />
    </Form.Item>
  );
}
