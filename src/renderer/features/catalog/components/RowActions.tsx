import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastSuccess } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
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
  const onError = useApiErrorHandler();
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: `Delete ${what}?`,
      content: `"${row.name}" will be deleted. This cannot be undone.`,
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      const { message } = await remove.mutateAsync({ params: { id: row.id } });
      toastSuccess(message ?? 'Deleted');
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Flex gap={12} align="center">
      <Link to={editPath} aria-label={`Edit ${row.name}`}>
        <EditOutlined aria-hidden /> Edit
      </Link>
      {deletable && (
        <Button
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          loading={remove.isPending}
          aria-label={`Delete ${row.name}`}
          onClick={() => void confirmDelete()}
          style={{ padding: 0 }}
        >
          Delete
        </Button>
      )}
    </Flex>
  );
}
