import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { groupsEndpoints as g } from '../../../../shared/whatsapp/groups-contract';
import { GROUP_FILTERS, type Group } from '../../../../shared/whatsapp/groups';
import { DataTable } from '../../../components/DataTable';
import { PageHeading } from '../../../lib/PageHeading';
import { dialogEditDeleteColumn } from '../components/dialogEditDeleteColumn';
import { useDeleteGroup } from './api';
import { GroupFormModal } from './GroupFormModal';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const LIST = { SortColumn: 'createdDate', SortType: 'Desc', filters: ['GroupType'] } as const;

/** /whatsapp/groups (spec 03 §2.2): the list with its All, User and Filter filter, and Add/Edit. */
export function GroupsPage() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteGroup();

  return (
    <>
      <PageHeading
        title="Groups"
        subtitle="Campaigns go to groups of contacts. Filter groups are made from a campaign's message filters."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add Group
          </Button>
        }
      />
      <Card>
        <DataTable<typeof g.groups.query, Group>
          endpoint={g.groups}
          rowKey="id"
          query={LIST}
          dateRange={false}
          search={{ label: 'Search groups', placeholder: 'Search group name' }}
          renderFilters={({ values, setFilters }) => (
            <Segmented
              aria-label="Group type"
              value={values.GroupType ?? 'All'}
              options={GROUP_FILTERS.map((f) => ({ value: f, label: f }))}
              onChange={(v) => setFilters({ GroupType: v === 'All' ? undefined : String(v) })}
            />
          )}
          columns={[
            { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
            {
              title: 'Type',
              dataIndex: 'groupType',
              key: 'groupType',
              render: (v: Group['groupType'], r) => (
                <Flex gap={4} wrap>
                  <Tag color={v === 'Filter' ? 'magenta' : 'blue'}>{v}</Tag>
                  {r.parentGroupName && <Tag>from {r.parentGroupName}</Tag>}
                </Flex>
              ),
            },
            { title: 'Contacts', dataIndex: 'memberCount', key: 'memberCount', sorter: true },
            sortedDateTimeColumn('Created', 'createdDate'),
            dialogEditDeleteColumn<Group>({
              onEdit: setEditing,
              remove: (id) => remove.mutateAsync({ params: { id } }),
              confirm: (r) => ({
                title: 'Delete group?',
                content: `"${r.name}" will be deleted. Its contacts stay in your contacts.`,
              }),
            }),
          ]}
        />
      </Card>
      <GroupFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
