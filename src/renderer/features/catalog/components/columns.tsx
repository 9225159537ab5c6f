import type { ColumnType } from 'antd/es/table/interface';
import { formatDate } from '../../../components/format/dates';
import type { MasterKind } from '../api';
import { RowActions } from './RowActions';
import { StatusSwitch } from './StatusSwitch';

type Row = { id: number; isActive: boolean; createdDate: string };

/** The columns every catalog list ends with: Created Date, Active, Action. */
export function masterColumns<R extends Row>(options: {
  kind: MasterKind;
  /** "tag": the delete confirmation's words. */
  what: string;
  /** What the switch, Edit and Delete call the row ("Festive"). */
  nameOf: (row: R) => string;
  editPath: (id: number) => string;
  /** Rows that cannot be deleted (font 1). */
  deletable?: (row: R) => boolean;
  /** Why a row's status cannot change (font 1 stays active), else undefined. */
  statusLocked?: (row: R) => string | undefined;
}): ColumnType<R>[] {
  const { kind, what, nameOf, editPath, deletable, statusLocked } = options;
  return [
    {
      title: 'Created Date',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    {
      title: 'Active',
      key: 'isActive',
      render: (_, r) => (
        <StatusSwitch
          row={{ id: r.id, name: nameOf(r), isActive: r.isActive }}
          kind={kind}
          lockedReason={statusLocked?.(r)}
        />
      ),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, r) => (
        <RowActions
          row={{ id: r.id, name: nameOf(r) }}
          kind={kind}
          what={what}
          editPath={editPath(r.id)}
          deletable={deletable?.(r) ?? true}
        />
      ),
    },
  ];
}
