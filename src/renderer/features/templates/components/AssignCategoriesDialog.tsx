import { useMemo } from 'react';
import { catalogContract } from '../../../../shared/catalog/contract';
import { useEndpointQuery } from '../../../lib/query';
import { AssignChecklistDialog } from './AssignChecklistDialog';

export interface AssignCategoriesDialogProps {
  open: boolean;
  /** The chosen sub-categories' ids. */
  value: number[];
  /** "Assign to all Category": every sub-category, also those added later. */
  all: boolean;
  onCancel: () => void;
  onConfirm: (value: number[], all: boolean) => void;
  /** The dialog's title; "Assign Category" unless given. */
  title?: string;
}

/**
 * The Assign Category dialog (spec 01 section 2), for templates and frames alike: a checklist of
 * the active sub-categories (with their category), the "Assign to all Category" switch, Cancel and
 * Confirm. The list loads when the dialog opens.
 */
export function AssignCategoriesDialog({
  open,
  value,
  all,
  onCancel,
  onConfirm,
  title,
}: AssignCategoriesDialogProps) {
  const subCategories = useEndpointQuery(
    catalogContract.activeSubCategories,
    { query: {} },
    { enabled: open },
  );
  const items = useMemo(
    () => subCategories.data?.map((s) => ({ id: s.id, label: s.name, detail: s.categoryName })),
    [subCategories.data],
  );
  return (
    <AssignChecklistDialog
      open={open}
      title={title ?? 'Assign Category'}
      allLabel="Assign to all Category"
      searchLabel="Search categories"
      items={items}
      loading={subCategories.isPending && open}
      error={subCategories.error}
      onRetry={() => void subCategories.refetch()}
      value={value}
      all={all}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
