import { Alert, Button, Flex, Select, Skeleton, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { RegionCard } from '../../../components/RegionCard';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { toastSuccess } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { useMapUserSubCategory, useSubCategoryOptions, useUserSubCategories } from '../api';

type Option = { id: number; name: string; categoryId: number; categoryName: string };

/** Sub-categories grouped under their category, for the multi-select (spec 00 section 5). */
function groupOptions(options: Option[]) {
  const groups = new Map<string, { label: string; options: { value: number; label: string }[] }>();
  for (const o of options) {
    const group = groups.get(o.categoryName) ?? { label: o.categoryName, options: [] };
    group.options.push({ value: o.id, label: o.name });
    groups.set(o.categoryName, group);
  }
  return [...groups.values()];
}

/** Assign Category: a user's sub-categories (GetUserSubCategory → MapUserSubCategory). */
export function AssignCategoryCard({ userId }: { userId: number }) {
  const options = useSubCategoryOptions();
  const assigned = useUserSubCategories(userId);
  const loaded = options.data && assigned.data;
  return (
    <RegionCard title="Assign Category" size="small" style={{ marginBottom: 16 }}>
      {options.isError || assigned.isError ? (
        <Alert type="error" showIcon title="The categories could not be loaded." />
      ) : loaded ? (
        // Keyed by the saved list, so that a save or a reload starts from what the server holds.
        <AssignCategoryForm
          key={assigned.data.join(',')}
          userId={userId}
          options={options.data}
          saved={assigned.data}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      )}
    </RegionCard>
  );
}

function AssignCategoryForm({
  userId,
  options,
  saved,
}: {
  userId: number;
  options: Option[];
  saved: number[];
}) {
  const id = `sub-categories-${useId().replace(/[^\w-]/g, '')}`;
  const known = useMemo(() => new Set(options.map((o) => o.id)), [options]);
  // A sub-category made inactive since it was assigned cannot be chosen again; saving drops it.
  const dropped = saved.filter((s) => !known.has(s)).length;
  const [value, setValue] = useState(() => saved.filter((s) => known.has(s)));
  const map = useMapUserSubCategory(userId);
  const onError = useApiErrorHandler();
  const grouped = useMemo(() => groupOptions(options), [options]);

  const save = async () => {
    try {
      const { message } = await map.mutateAsync({ body: { userId, subCategory: value } });
      toastSuccess(message ?? MESSAGES.detailsSubmitted);
    } catch (err) {
      onError(err);
    }
  };

  return (
    <Flex vertical gap={12}>
      <label htmlFor={id}>Sub Categories</label>
      <Select<number[]>
        id={id}
        mode="multiple"
        value={value}
        onChange={setValue}
        options={grouped}
        placeholder={options.length ? 'Choose sub categories' : 'No active sub categories yet'}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        style={{ width: '100%' }}
      />
      {dropped > 0 && (
        <Typography.Text type="secondary">
          {dropped} inactive sub {dropped === 1 ? 'category is' : 'categories are'} no longer offered and will
          be removed on save.
        </Typography.Text>
      )}
      <div>
        <Button type="primary" loading={map.isPending} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </Flex>
  );
}
