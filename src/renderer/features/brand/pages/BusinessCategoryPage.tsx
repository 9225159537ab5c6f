import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { businessTypeWord, pluralOf } from '../../../../shared/brand/rules';
import { RegionCard } from '../../../components/RegionCard';
import { PageHeading } from '../../../lib/PageHeading';
import { sessionAtom } from '../../../lib/session';
import { CategoryEditorForm } from '../components/CategoryEditorForm';
import { CategoryExamples } from '../components/CategoryExamples';
import { CategoryGrid } from '../components/CategoryGrid';
import { LoadFailed } from '../components/LoadFailed';
import { useCategoriesWithBrand } from '../components/useCategoriesWithBrand';

/**
 * The business category and products card (spec 01 section 2) of the signed-in user, or of `userId`
 * on an Admin's Update User page. Titled with the business type: plural for a User ("Products",
 * "Services"), singular in the Admin's view (spec 01 section 6).
 */
export function BusinessCategory({ userId }: { userId?: number }) {
  const session = useAtomValue(sessionAtom);
  const { brand, categories, failed, retry } = useCategoriesWithBrand(userId);
  const [editing, setEditing] = useState(false);

  const word = businessTypeWord(brand.data?.businessType);
  const forUser = !userId && session.status === 'signedIn' && session.role === 'User';
  const title = brand.data ? (forUser ? pluralOf(word) : word) : 'Business Category';
  const list = categories.data ?? [];

  let body;
  if (failed) {
    body = <LoadFailed error={failed} what="Business categories" retry={retry} />;
  } else if (!brand.data || !categories.data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (editing) {
    body = (
      <CategoryEditorForm
        categories={categories.data}
        word={word}
        userId={userId}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (list.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`No categories yet. Group the ${pluralOf(word).toLowerCase()} into categories so that customers find them.`}
      >
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(true)}>
          Add Category
        </Button>
      </Empty>
    );
  } else {
    body = <CategoryGrid categories={list} word={word} />;
  }

  return (
    <>
      <RegionCard
        title={title}
        style={{ marginBottom: 16 }}
        extra={
          !editing &&
          !failed &&
          list.length > 0 && (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      >
        {body}
      </RegionCard>
      <CategoryExamples />
    </>
  );
}

/** profile/business-category */
export function BusinessCategoryPage({ userId }: { userId?: number }) {
  return (
    <>
      <PageHeading title="Business Category" />
      <BusinessCategory userId={userId} />
    </>
  );
}
