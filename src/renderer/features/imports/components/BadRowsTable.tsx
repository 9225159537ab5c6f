import { Alert, Table, Typography } from 'antd';
import type { BadRow } from '../importRows';

/** The rows that will not be imported, with their row number in the sheet and the reasons. */
export function BadRowsTable({ rows }: { rows: BadRow[] }) {
  return (
    <section aria-labelledby="bad-rows-title">
      <Typography.Title level={5} id="bad-rows-title" style={{ marginTop: 0 }}>
        Rows with problems ({rows.length})
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="These rows are skipped and counted as not proper data. Fix them in the file and import it again to add them."
      />
      <Table<BadRow>
        rowKey="row"
        size="small"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: 'Row', dataIndex: 'row', key: 'row', width: 80 },
          { title: 'Name', dataIndex: 'name', key: 'name', render: (v: string) => v || '—' },
          { title: 'Email', dataIndex: 'email', key: 'email', render: (v: string) => v || '—' },
          {
            title: 'Problems',
            dataIndex: 'reasons',
            key: 'reasons',
            render: (reasons: string[]) => reasons.join('; '),
          },
        ]}
      />
    </section>
  );
}
