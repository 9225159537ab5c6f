import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Input, Space, Tag, Typography } from 'antd';
import type { FieldControlProps } from '../../../components/form/FormField';
import type { CardFormValues, SecretFormValue } from '../cardForm';

export interface SecretInputProps extends Omit<
  FieldControlProps<CardFormValues, string>,
  'value' | 'onChange'
> {
  value: SecretFormValue;
  onChange: (value: SecretFormValue) => void;
  /** Whether the server holds a value (it never sends it). */
  isSet: boolean;
  label: string;
}

/**
 * A key, token or password (issue 9 §1): the server never sends it back, so a saved one shows as
 * "Set" with Replace and Clear; a new one is typed into a password box.
 */
export function SecretInput({
  value,
  onChange,
  onBlur,
  isSet,
  label,
  id,
  ref,
  name,
  ...aria
}: SecretInputProps) {
  const keep = () => onChange({ action: 'keep', value: '' });
  if (isSet && value.action === 'keep') {
    return (
      <Space wrap size={8}>
        <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
          Set
        </Tag>
        <Button
          id={id}
          size="small"
          aria-label={`Replace ${label}`}
          onClick={() => onChange({ action: 'replace', value: '' })}
        >
          Replace
        </Button>
        <Button
          size="small"
          danger
          aria-label={`Clear ${label}`}
          onClick={() => onChange({ action: 'clear', value: '' })}
        >
          Clear
        </Button>
      </Space>
    );
  }
  if (value.action === 'clear') {
    return (
      <Space wrap size={8}>
        <Typography.Text id={id} type="warning">
          Cleared when you save
        </Typography.Text>
        <Button size="small" aria-label={`Keep ${label}`} onClick={keep}>
          Undo
        </Button>
      </Space>
    );
  }
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        {...aria}
        id={id}
        name={name}
        ref={ref}
        value={value.value}
        autoComplete="new-password"
        placeholder={isSet ? 'Enter the new value' : undefined}
        onChange={(e) => onChange({ action: 'replace', value: e.target.value })}
        onBlur={onBlur}
        count={{ max: 4000 }}
      />
      {isSet && (
        <Button aria-label={`Keep the saved ${label}`} onClick={keep}>
          Cancel
        </Button>
      )}
    </Space.Compact>
  );
}
