import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { addKeyword } from './keywords';

/**
 * Words typed one at a time, each added on Enter (§5: trimmed, blanks and duplicates ignored) and
 * shown as removable tags.
 */
export function KeywordsInput({
  id,
  value,
  onChange,
  placeholder = 'Type a keyword and press Enter',
  disabled,
  max,
  removeLabel = (w: string) => `Remove ${w}`,
  'aria-describedby': describedBy,
}: {
  id?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** No more are taken past this many. */
  max?: number;
  removeLabel?: (word: string) => string;
  'aria-describedby'?: string;
}) {
  const [typed, setTyped] = useState('');
  const full = max !== undefined && value.length >= max;
  return (
    <Flex vertical gap={8}>
      <Input
        id={id}
        value={typed}
        disabled={disabled || full}
        placeholder={full ? `At most ${max}` : placeholder}
        aria-describedby={describedBy}
        onChange={(e) => setTyped(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          const next = addKeyword(value, typed);
          if (next.length !== value.length) onChange(next);
          setTyped('');
        }}
      />
      {value.length > 0 && (
        <Flex gap={4} wrap>
          {value.map((w) => (
            <Tag key={w} style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
              {w}
              <Button
                type="text"
                size="small"
                disabled={disabled}
                icon={<CloseOutlined />}
                aria-label={removeLabel(w)}
                onClick={() => onChange(value.filter((x) => x !== w))}
                style={{ height: 20, width: 20, minWidth: 20, marginInlineStart: 2 }}
              />
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
