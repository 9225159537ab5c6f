import { Table, type TableProps } from 'antd';

/** A small table shown whole, without pages, scrolling sideways where the screen is narrow. */
export function WholeTable<T extends object>(
  props: Pick<TableProps<T>, 'rowKey' | 'columns' | 'dataSource'>,
) {
  return <Table<T> size="small" pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}
