import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { SortableList } from './SortableList';

export interface SortableFieldListProps {
  /** The useFieldArray: its fields' ids follow the items through a drag. */
  list: {
    fields: { id: string }[];
    move: (from: number, to: number) => void;
    remove: (index: number) => void;
  };
  /** Names an item in its handle, its remove button and the add button ("button" → "Add button"). */
  noun: string;
  /** How many the card may hold (§3: 20). */
  max: number;
  disabled?: boolean;
  add: () => void;
  renderItem: (index: number) => ReactNode;
  /** Under the Add button (a hint). */
  children?: ReactNode;
}

/** §3 custom buttons and sections: items dragged into order, each with its remove button, then Add. */
export function SortableFieldList({
  list: { fields, move, remove },
  noun,
  max,
  disabled,
  add,
  renderItem,
  children,
}: SortableFieldListProps) {
  const ids = fields.map((f) => f.id);
  return (
    <Flex vertical gap={8}>
      <SortableList
        disabled={disabled}
        onMove={(from, to) => move(ids.indexOf(from), ids.indexOf(to))}
        items={fields.map((f, i) => ({
          id: f.id,
          label: `${noun} ${i + 1}`,
          content: (
            <Flex gap={8} align="flex-start">
              <div style={{ flex: 1 }}>{renderItem(i)}</div>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove ${noun} ${i + 1}`}
                disabled={disabled}
                onClick={() => remove(i)}
              />
            </Flex>
          ),
        }))}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || fields.length >= max}
        onClick={add}
        style={{ alignSelf: 'flex-start' }}
      >
        {`Add ${noun}`}
      </Button>
      {children}
    </Flex>
  );
}
