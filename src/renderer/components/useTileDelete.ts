import type { ConfirmOptions } from './feedback/confirmAction';
import { confirmAction } from './feedback/confirmAction';
import { toastError, toastSuccess } from './feedback/toast';

/** The delete mutation of a tile's area (useDeleteCard…): by id, answering a message. */
interface DeleteById {
  mutateAsync: (variables: { params: { id: number } }) => Promise<{ message?: string | null }>;
  isPending: boolean;
  variables?: { params: { id: unknown } };
}

/**
 * The Delete of a tile page (My Cards, My Campaigns, My Bots, §2): asks first (red OK, focus on
 * Cancel), then says the server's message or `deleted`; a refusal says the error, or `failed` where
 * the spec words it. `isDeleting` spins the tile being deleted.
 */
export function useTileDelete<T extends { id: number }>(
  remove: DeleteById,
  {
    ask,
    deleted,
    failed,
  }: { ask: (item: T) => Pick<ConfirmOptions, 'title' | 'content'>; deleted: string; failed?: string },
) {
  const onDelete = async (item: T) => {
    if (!(await confirmAction({ ...ask(item), okText: 'Delete', danger: true }))) return;
    try {
      const res = await remove.mutateAsync({ params: { id: item.id } });
      toastSuccess(res.message ?? deleted);
    } catch (err) {
      toastError(failed ?? err);
    }
  };
  return {
    onDelete: (item: T) => void onDelete(item),
    isDeleting: (item: T) => remove.isPending && remove.variables?.params.id === item.id,
  };
}
