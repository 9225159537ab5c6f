import { Button, Flex, Typography } from 'antd';
import { COMPONENT_TYPES, type ComponentTypeId } from '../../../../shared/bots/component-types';
import { ComponentIcon } from './componentIcons';

const HINTS: Record<ComponentTypeId, string> = {
  1: 'Says something and goes on',
  2: "Asks the visitor's name",
  3: 'Asks a phone number',
  4: 'Asks an email address',
  5: 'Offers choices, each with its next message',
  6: 'Asks anything, takes any answer',
  7: 'Asks a number',
  8: 'Sends an image',
  9: 'Sends a PDF file',
  10: 'Sends links',
  11: 'Posts the answers to your server',
};

/** Add Chat Components (§2): one button per type; a click appends it to the flow. */
export function ComponentPalette({
  onAdd,
  disabled,
}: {
  onAdd: (typeId: ComponentTypeId) => void;
  disabled?: boolean;
}) {
  return (
    <Flex vertical gap={6} role="list" aria-label="Chat components">
      {COMPONENT_TYPES.map((t) => (
        <div role="listitem" key={t.id}>
          <Button
            block
            disabled={disabled}
            icon={<ComponentIcon typeId={t.id} />}
            aria-label={`Add ${t.label}`}
            onClick={() => onAdd(t.id)}
            style={{ height: 'auto', padding: '6px 12px', justifyContent: 'flex-start', textAlign: 'start' }}
          >
            <Flex vertical style={{ minWidth: 0, whiteSpace: 'normal' }}>
              <span>{t.label}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {HINTS[t.id]}
              </Typography.Text>
            </Flex>
          </Button>
        </div>
      ))}
    </Flex>
  );
}
