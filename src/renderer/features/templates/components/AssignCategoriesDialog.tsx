import { useMemo } from 'react';
import { catalogContract } from '../../../../shared/catalog/contract';
import { useEndpointQuery } from '../../../lib/query';
import { AssignChecklistDialog, type AssignDialogProps } from './AssignChecklistDialog';

/**
 * `value` holds the chosen sub-categories' ids; `all` is "Assign to all Category" (every
 * sub-category, also those added later); the title is "Assign Category" unless given.
 */
export type AssignCategoriesDialogProps = AssignDialogProps;

/**
 * The Assign Category dialog (spec 01 section 2), for templates and frames alike: a checklist of
 * the active sub-categories (with their category), the "Assign to all Category" switch, Cancel and
 * Confirm. The list loads when the dialog opens.
 */
export function AssignCategoriesDialog({ title, ...dialog }: AssignCategoriesDialogProps) {
  const subCategories = useEndpointQuery(
    catalogContract.activeSubCategories,
    { query: {} },
    { enabled: dialog.open },
  );
  const items = useMemo(
    () => subCategories.data?.map((s) => ({ id: s.id, label: s.name, detail: s.categoryName })),
    [subCategories.data],
  );
  return (
    <AssignChecklistDialog
      {...dialog}
      title={title ?? 'Assign Category'}
      allLabel="Assign to all Category"
      searchLabel="Search categories"
      items={items}
      source={subCategories}
    />
  );
}
