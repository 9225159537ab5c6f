import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { EditDeleteActions } from '../../../components/EditDeleteActions';

export interface DialogEditDeleteColumn<R> {
  /** Opens the row's form dialog. */
  onEdit: (id: number) => void;
  /** Deletes the row by its id; its answer's message is the toast. */
  remove: (id: number) => Promise<{ message?: string }>;
  /** The confirmation's title and what it says will happen to this row. */
  confirm: (row: R) => { title: string; content: string };
  /** The row's other links, between Edit and Delete. */
  more?: (row: R) => ReactNode;
}

/**
 * The Action column of the WhatsApp lists whose rows are edited in a dialog (contacts, groups):
 * Edit opens the dialog, Delete deletes after confirmation.
 */
export function dialogEditDeleteColumn<R extends { id: number; name: string }>({
  onEdit,
  remove,
  confirm,
  more,
}: DialogEditDeleteColumn<R>): ColumnType<R> {
  return {
    title: 'Action',
    key: 'action',
    render: (_: unknown, r: R) => (
      <EditDeleteActions
        name={r.name}
        onEdit={() => onEdit(r.id)}
        confirm={confirm(r)}
        remove={() => remove(r.id)}
      >
        {more?.(r)}
      </EditDeleteActions>
    ),
  };
}
