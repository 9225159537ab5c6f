import { HolderOutlined, StarFilled, ThunderboltOutlined, WarningFilled } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Button, Empty, Flex, Tag, theme, Typography } from 'antd';
import { componentType, END_CHAT, NEXT_IN_SEQUENCE, TYPE } from '../../../../shared/bots/component-types';
import type { FlowQuestion } from '../../../../shared/bots/schemas';
import { sortableMotion } from '../../../components/sortableMotion';
import { VerticalSortable } from '../../../components/VerticalSortable';
import { ComponentIcon } from './componentIcons';

interface RowProps {
  q: FlowQuestion;
  flow: readonly FlowQuestion[];
  selected: boolean;
  failing: boolean;
  onSelect: () => void;
}

/** Where a component leads, as a badge: Chat End (§3), or the component it jumps to. */
function TargetBadge({ q, flow }: { q: FlowQuestion; flow: readonly FlowQuestion[] }) {
  if (q.componentTypeId === TYPE.choice) return null;
  if (q.target === END_CHAT) return <Tag color="error">Chat End</Tag>;
  if (q.target === NEXT_IN_SEQUENCE) return null;
  const to = flow.find((f) => f.frontendId === q.target);
  return <Tag>{to ? `Goes to ${to.sequence}` : 'Goes nowhere'}</Tag>;
}

function Row({ q, flow, selected, failing, onSelect }: RowProps) {
  const { token } = theme.useToken();
  const sortable = useSortable({ id: q.frontendId });
  const type = componentType(q.componentTypeId);
  const text = q.componentTypeId === TYPE.api ? q.apiUrl || 'No URL yet' : q.question || 'No message yet';
  const name = `${q.sequence}. ${type?.label ?? 'Unknown'}`;
  return (
    <div
      ref={sortable.setNodeRef}
      style={{ ...sortableMotion(sortable), opacity: sortable.isDragging ? 0.6 : 1 }}
      data-testid={`flow-item-${q.frontendId}`}
    >
      <Flex
        gap={4}
        align="stretch"
        style={{
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${failing ? token.colorError : selected ? token.colorPrimary : token.colorBorderSecondary}`,
          background: selected ? token.colorPrimaryBg : token.colorBgContainer,
        }}
      >
        <Button
          ref={sortable.setActivatorNodeRef}
          type="text"
          icon={<HolderOutlined />}
          aria-label={`Drag to reorder ${name}`}
          style={{ height: 'auto', cursor: 'grab' }}
          {...sortable.attributes}
          {...sortable.listeners}
        />
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`${name}${failing ? ', has a problem' : ''}`}
          style={{
            flex: 1,
            minWidth: 0,
            textAlign: 'start',
            background: 'none',
            border: 0,
            padding: '8px 8px 8px 0',
            cursor: 'pointer',
            color: 'inherit',
            font: 'inherit',
          }}
        >
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex gap={6} align="center" wrap>
              <Typography.Text strong>
                <ComponentIcon typeId={q.componentTypeId} /> {name}
              </Typography.Text>
              {failing && <WarningFilled style={{ color: token.colorError }} aria-hidden />}
              {q.isLeadMessage && (
                <Tag icon={<StarFilled />} color="warning">
                  Lead
                </Tag>
              )}
              {q.flowTriggers.length > 0 && (
                <Tag icon={<ThunderboltOutlined />}>
                  {q.flowTriggers.length} {q.flowTriggers.length === 1 ? 'trigger' : 'triggers'}
                </Tag>
              )}
              <TargetBadge q={q} flow={flow} />
            </Flex>
            <Typography.Text type="secondary" ellipsis>
              {text}
            </Typography.Text>
            {q.componentTypeId === TYPE.choice && q.options.length > 0 && (
              <Flex gap={4} wrap>
                {q.options.map((o) => (
                  <Tag key={o.optionNo} color={o.target === END_CHAT ? 'error' : undefined}>
                    {o.value || '…'}
                    {o.target === END_CHAT ? ' · Chat End' : ''}
                  </Tag>
                ))}
              </Flex>
            )}
          </Flex>
        </button>
      </Flex>
    </div>
  );
}

/** Edit Chat Flow (§2): the components in sequence order; a click selects, the handle drags (§4). */
export function FlowList({
  flow,
  selected,
  failing,
  onSelect,
  onMove,
}: {
  flow: readonly FlowQuestion[];
  selected: number | null;
  failing: number | null;
  onSelect: (frontendId: number) => void;
  onMove: (from: number, to: number) => void;
}) {
  if (flow.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Add a chat component to start the flow" />
    );
  return (
    <VerticalSortable
      ids={flow.map((q) => q.frontendId)}
      onMove={(from, to) => onMove(Number(from), Number(to))}
    >
      <Flex vertical gap={8} role="list" aria-label="Chat flow">
        {flow.map((q) => (
          <div role="listitem" key={q.frontendId}>
            <Row
              q={q}
              flow={flow}
              selected={selected === q.frontendId}
              failing={failing === q.frontendId}
              onSelect={() => onSelect(q.frontendId)}
            />
          </div>
        ))}
      </Flex>
    </VerticalSortable>
  );
}
