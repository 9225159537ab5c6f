import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { confirmAction } from './feedback/confirmAction';
import { toastSuccess } from './feedback/toast';
import { useApiErrorHandler } from './feedback/useApiErrorHandler';

export interface EditDeleteActionsProps {
  /** The row's name, in the links' labels and the confirmation. */
  name: string;
  /** Edit opens this page, or (a dialog) calls onEdit. */
  editPath?: string;
  onEdit?: () => void;
  /** Other actions of the row, between Edit and Delete. */
  children?: ReactNode;
  /** The confirmation: its title and what it says will happen. */
  confirm?: { title: string; content: string };
  /** Deletes the row; its answer's message is the toast. Leave out to hide Delete. */
  remove?: () => Promise<{ message?: string }>;
  deleting?: boolean;
}

/**
 * A list's Action column: Edit, and Delete after confirmation; a failure (a row still in use
 * answers 409) is the server's reason in a toast.
 */
export function EditDeleteActions({
  name,
  editPath,
  onEdit,
  children,
  confirm,
  remove,
  deleting,
}: EditDeleteActionsProps) {
  const onError = useApiErrorHandler();
  const confirmDelete = async () => {
    if (!remove || !confirm) return;
    const ok = await confirmAction({ ...confirm, okText: 'Delete', danger: true });
    if (!ok) return;
    try {
      const { message } = await remove();
      toastSuccess(message ?? 'Deleted');
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Flex gap={12} align="center" wrap>
      {editPath !== undefined ? (
        <Link to={editPath} aria-label={`Edit ${name}`}>
          <EditOutlined aria-hidden /> Edit
        </Link>
      ) : (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit ${name}`}
          onClick={onEdit}
          style={{ padding: 0 }}
        >
          Edit
        </Button>
      )}
      {children}
      {remove && (
        <Button
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          loading={deleting}
          aria-label={`Delete ${name}`}
          onClick={() => void confirmDelete()}
          style={{ padding: 0 }}
        >
          Delete
        </Button>
      )}
    </Flex>
  );
}
