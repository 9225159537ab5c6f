import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { businessTypeWord } from '../../../../shared/brand/rules';
import {
  businessCategoryFormSchema,
  type BusinessCategory,
  type BusinessCategoryForm,
} from '../../../../shared/brand/schemas';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { profilePath } from '../../../lib/paths';
import { useBrand, useBusinessCategories } from '../../brand';
import { useSaveCategoryProducts } from '../api';
import { normalizeSlugInput } from '../components/siteAddress';

/**
 * The products the site has a page for (issue 24): each product's page title and address part,
 * saved with its category through the brand area's endpoint (the names and the categories
 * themselves are edited on the Business Category page).
 */
export function ProductsPanel({ siteUrl }: { siteUrl: string }) {
  const categories = useBusinessCategories();
  const brand = useBrand();
  if (categories.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (categories.isError)
    return <LoadFailedCard query={categories} fallback="The products could not be loaded." />;
  const word = businessTypeWord(brand.data?.businessType ?? null);
  const manage = <Link to={profilePath('business-category')}>Business Category</Link>;
  if (categories.data.length === 0)
    return (
      <Empty description={<>No products yet. Add your categories and products on the {manage} page.</>} />
    );
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Every {word.toLowerCase()} has its own page. Names and categories are edited on the {manage} page.
      </Typography.Paragraph>
      {categories.data.map((c) => (
        <CategoryProducts key={c.id} category={c} word={word} siteUrl={siteUrl} />
      ))}
    </Flex>
  );
}

function CategoryProducts({
  category,
  word,
  siteUrl,
}: {
  category: BusinessCategory;
  word: string;
  siteUrl: string;
}) {
  const save = useSaveCategoryProducts();
  const form = useForm<BusinessCategoryForm>({
    resolver: zodResolver(businessCategoryFormSchema(word)) as never,
    values: {
      categoryName: category.categoryName,
      isParentCategory: category.isParentCategory,
      products: category.products.map((p) => ({
        id: p.id,
        productName: p.productName,
        productPageTitle: p.productPageTitle ?? '',
        productPageSlug: p.productPageSlug,
      })),
    },
  });
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    (body) => save(category.id, body as BusinessCategoryForm),
    { successToast: 'Product pages saved' },
  );
  const base = siteUrl.replace(/\/?$/, '/');
  return (
    <Card size="small" title={category.categoryName}>
      {category.products.length === 0 ? (
        <Typography.Text type="secondary">No {word.toLowerCase()}s in this category.</Typography.Text>
      ) : (
        <VerticalForm
          label={`Product pages of ${category.categoryName}`}
          onSubmit={onSubmit}
          formError={formError}
        >
          {category.products.map((p, i) => (
            <fieldset
              key={p.id}
              style={{ border: 0, padding: 0, margin: '0 0 8px', minWidth: 0 }}
              aria-label={p.productName}
            >
              <Typography.Text strong>{p.productName}</Typography.Text>
              <Flex wrap gap={12} style={{ marginTop: 4 }}>
                <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <FormField
                    control={form.control}
                    name={`products.${i}.productPageTitle`}
                    label="Page title"
                  >
                    {(field) => (
                      <TrimmedInput
                        {...field}
                        value={field.value ?? ''}
                        maxLength={200}
                        placeholder={p.productName}
                      />
                    )}
                  </FormField>
                </div>
                <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <FormField
                    control={form.control}
                    name={`products.${i}.productPageSlug`}
                    label="Page address"
                    extra={`${base}${form.watch(`products.${i}.productPageSlug`) || '…'}`}
                  >
                    {(field) => (
                      <TrimmedInput
                        {...field}
                        value={field.value ?? ''}
                        normalize={normalizeSlugInput}
                        maxLength={80}
                      />
                    )}
                  </FormField>
                </div>
              </Flex>
            </fieldset>
          ))}
          <Button htmlType="submit" loading={submitting} disabled={!form.formState.isDirty}>
            Save {category.categoryName}
          </Button>
        </VerticalForm>
      )}
    </Card>
  );
}
