import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { useDeleteCatalogRow, type MasterKind } from '../api';

export interface RowActionsProps {
  row: { id: number; name: string };
  kind: MasterKind;
  /** "tag", "template field": the confirmation's words. */
  what: string;
  editPath: string;
  /** False hides Delete (font 1, which is never deleted). */
  deletable?: boolean;
}

/**
 * The Action column of a catalog list: Edit, and Delete after confirmation. A row still in use
 * answers 409 and the server's reason shows in a toast.
 */
export function RowActions({ row, kind, what, editPath, deletable = true }: RowActionsProps) {
  const remove = useDeleteCatalogRow(kind);
  return (
    <EditDeleteActions
      name={row.name}
      editPath={editPath}
      confirm={{ title: `Delete ${what}?`, content: `"${row.name}" will be deleted. This cannot be undone.` }}
      remove={deletable ? () => remove.mutateAsync({ params: { id: row.id } }) : undefined}
      deleting={remove.isPending}
    />
  );
}
