import { CloudServerOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, Form, Input, Radio, Select, Switch, Tag, Tooltip, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { SettingField } from '../../../../shared/settings/registry';
import type { FieldState } from '../../../../shared/settings/schemas';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import type { CardFormValues, SecretFormValue } from '../cardForm';
import { SecretInput } from './SecretInput';

/** "set by the server's environment" (issue 9 §1), naming the variable for the Admin. */
function EnvironmentTag({ envName }: { envName?: string }) {
  return (
    <Tooltip title={envName ? `The server's ${envName} variable sets this` : undefined}>
      <Tag icon={<CloudServerOutlined aria-hidden />} color="processing">
        set by the server&apos;s environment
      </Tag>
    </Tooltip>
  );
}

function hintOf(field: SettingField, state: FieldState | undefined): ReactNode {
  const problem = state?.problem && (
    <Typography.Text type="warning">
      <WarningOutlined aria-hidden /> {state.problem}
    </Typography.Text>
  );
  if (!field.help && !problem) return undefined;
  return (
    <Flex vertical gap={2}>
      {field.help && <span>{field.help}</span>}
      {problem}
    </Flex>
  );
}

/** A field the environment sets: its value (a secret only as set), read-only. */
function EnvironmentField({ field, state }: { field: SettingField; state: FieldState }) {
  const id = `env-${field.key}-${useId().replace(/[^\w-]/g, '')}`;
  let shown: ReactNode;
  if (field.secret)
    shown = (
      <Tag id={id} color="success">
        Set
      </Tag>
    );
  else if (field.kind === 'boolean')
    shown = <Switch id={id} checked={state.value === true} disabled aria-readonly />;
  else {
    const option = field.options?.find((o) => o.value === state.value);
    shown = <Input id={id} value={option?.label ?? String(state.value ?? '')} readOnly aria-readonly />;
  }
  return (
    <Form.Item layout="vertical" label={field.label} htmlFor={id} extra={field.help}>
      <Flex vertical gap={6} align="flex-start">
        {shown}
        <EnvironmentTag envName={state.envName} />
      </Flex>
    </Form.Item>
  );
}

/** One field of a settings card, drawn from its registry entry. */
export function SettingFieldInput({
  field,
  state,
  control,
}: {
  field: SettingField;
  state: FieldState | undefined;
  control: Control<CardFormValues>;
}) {
  if (state?.source === 'environment') return <EnvironmentField field={field} state={state} />;
  const extra = hintOf(field, state);
  if (field.secret)
    return (
      <FormField control={control} name={field.key} label={field.label} extra={extra}>
        {(props) => (
          <SecretInput
            {...props}
            value={props.value as SecretFormValue}
            isSet={state?.set === true}
            label={field.label}
          />
        )}
      </FormField>
    );
  return (
    <FormField control={control} name={field.key} label={field.label} extra={extra}>
      {({ value, onChange, ...props }) => {
        if (field.kind === 'boolean')
          return <Switch {...props} checked={value === true} onChange={onChange} />;
        if (field.kind === 'select' && (field.options?.length ?? 0) <= 3)
          return (
            <Radio.Group
              id={props.id}
              aria-label={field.label}
              aria-describedby={props['aria-describedby']}
              optionType="button"
              buttonStyle="solid"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
            />
          );
        if (field.kind === 'select')
          return (
            <Select
              {...props}
              value={value}
              onChange={onChange}
              options={field.options?.map((o) => ({ ...o }))}
            />
          );
        return (
          <TrimmedInput
            {...props}
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
            placeholder={field.placeholder ?? (typeof field.default === 'string' ? field.default : undefined)}
            inputMode={field.kind === 'url' ? 'url' : undefined}
            count={{ max: 500 }}
            spellCheck={false}
          />
        );
      }}
    </FormField>
  );
}
