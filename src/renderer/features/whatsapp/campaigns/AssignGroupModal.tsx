import { Alert, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import type { MessageStatus } from '../../../../shared/whatsapp/campaigns';
import { assignMessage, GROUP_MESSAGES as G } from '../../../../shared/whatsapp/groups';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastInfo, toastSuccess } from '../../../components/feedback/toast';
import { useAssignToFilterGroup, useFilterGroups } from './api';

export interface AssignFilters {
  Status?: MessageStatus;
  Replied?: 'all' | 'yes' | 'no';
}

/**
 * Assign to group (spec 03 §2.2, §4, §5.2, §8.4): the contacts of the messages the detail's filters
 * show join a new filter group or an existing one; the toast says how many of the total.
 */
export function AssignGroupModal({
  campaignId,
  filters,
  open,
  onClose,
}: {
  campaignId: number;
  filters: AssignFilters;
  open: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState<number | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const groups = useFilterGroups(open);
  const assign = useAssignToFilterGroup();

  const close = () => {
    setName('');
    setGroupId(undefined);
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (mode === 'new' && !name.trim()) return setProblem(G.newNameRequired);
    if (mode === 'existing' && !groupId) return setProblem(G.filterGroupRequired);
    setProblem(null);
    try {
      const res = await assign.mutateAsync({
        body: {
          campaignId,
          groupType: 'Filter',
          ...(mode === 'new' ? { name: name.trim() } : { id: groupId }),
          ...filters,
        },
      });
      if (res.data.assigned === 0) toastInfo(G.noneAssigned);
      else toastSuccess(res.message || assignMessage(res.data));
      close();
    } catch (err) {
      setProblem(errorText(err, G.assignFailed));
      toastError(err, G.assignFailed);
    }
  };

  const described = [
    filters.Status ? `status ${filters.Status}` : null,
    filters.Replied && filters.Replied !== 'all' ? `replied: ${filters.Replied}` : null,
  ].filter(Boolean);
  return (
    <Modal
      open={open}
      title="Assign to group"
      okText="Assign"
      onOk={() => void submit()}
      confirmLoading={assign.isPending}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The contacts of this campaign&apos;s messages
        {described.length ? ` with ${described.join(' and ')}` : ''} join the group.
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Radio.Group
          aria-label="Group"
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as 'new' | 'existing');
            setProblem(null);
          }}
          options={[
            { value: 'new', label: 'New group' },
            { value: 'existing', label: 'Existing filter group' },
          ]}
          style={{ marginBottom: 16 }}
        />
        {mode === 'new' ? (
          <Form.Item label="Group Name" htmlFor="assign-group-name" required>
            <Input
              id="assign-group-name"
              value={name}
              maxLength={100}
              status={problem ? 'error' : undefined}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={() => void submit()}
            />
          </Form.Item>
        ) : (
          <Form.Item label="Filter Group" htmlFor="assign-group-id" required>
            <Select
              id="assign-group-id"
              value={groupId}
              onChange={setGroupId}
              loading={groups.isPending}
              status={problem ? 'error' : undefined}
              placeholder="Choose a filter group"
              showSearch
              optionFilterProp="label"
              options={(groups.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name} (${g.memberCount})`,
              }))}
            />
          </Form.Item>
        )}
      </Form>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Modal>
  );
}
