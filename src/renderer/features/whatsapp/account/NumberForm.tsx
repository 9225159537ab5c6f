import { CloudServerOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, Tag, Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import {
  accountFieldsSchema,
  type AccountFields,
  type AccountForm,
} from '../../../../shared/whatsapp/account';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { secretInput } from '../../../components/form/SecretInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';

type Field = keyof AccountFields;
const LABELS: Record<Field, string> = {
  businessId: 'Business Account Id',
  phoneNumberId: 'Phone Number Id',
  waToken: 'Whatsapp Token',
  appSecret: 'App Secret',
  appId: 'App Id',
};

/** A field the server's environment sets: shown read-only with the variable's name, never sent. */
function EnvironmentValue({ field, envName, value }: { field: Field; envName: string; value: ReactNode }) {
  const id = `env-${field}-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Form.Item layout="vertical" label={LABELS[field]} htmlFor={id}>
      <Flex vertical gap={6} align="flex-start">
        {typeof value === 'string' ? (
          <Input id={id} value={value} readOnly aria-readonly />
        ) : (
          <Tag id={id} color="success">
            Set
          </Tag>
        )}
        <Tooltip title={`The server's ${envName} variable sets this`}>
          <Tag icon={<CloudServerOutlined aria-hidden />} color="processing">
            set by the server&apos;s environment
          </Tag>
        </Tooltip>
      </Flex>
    </Form.Item>
  );
}

export interface NumberFormProps {
  /** The saved values (never a secret); null for a new number. */
  saved: { businessId: string | null; phoneNumberId: string | null; appId: string | null } | null;
  hasAppSecret: boolean;
  /** Fields the server's environment sets, by the variable that sets them (the platform's number). */
  environment?: Partial<Record<Field, string>>;
  /** The values the environment sets, shown beside their tag (secrets show only as set). */
  environmentValues?: Partial<Record<Field, string | null>>;
  /** The form's schema: the connect form's, or one that does not ask for the environment's fields. */
  schema?: z.ZodType<Partial<AccountFields>, Partial<AccountForm>>;
  /** Saves the values and answers the server's message; a 422 lands on the fields. */
  onSave: (body: Partial<AccountFields>) => Promise<{ message?: string }>;
  /** Where Cancel goes; no Cancel without it. */
  cancelTo?: string;
  label: string;
}

/**
 * The WhatsApp number form of spec 02 (Business Account Id, Phone Number Id, Whatsapp Token) with App
 * Secret and App Id: one form for a user's /whatsapp/connect and the Admin's platform number.
 */
export function NumberForm({
  saved,
  hasAppSecret,
  environment = {},
  environmentValues = {},
  schema = accountFieldsSchema,
  onSave,
  cancelTo,
  label,
}: NumberFormProps) {
  const form = useForm<Partial<AccountForm>, unknown, Partial<AccountFields>>({
    resolver: zodResolver(schema),
    defaultValues: {
      businessId: saved?.businessId ?? '',
      phoneNumberId: saved?.phoneNumberId ?? '',
      waToken: '',
      appSecret: '',
      appId: saved?.appId ?? '',
    },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(form, async ({ appSecret, ...rest }) => {
    const body: Partial<AccountFields> = { ...rest, appSecret: appSecret || undefined };
    for (const key of Object.keys(environment) as Field[]) delete body[key];
    return onSave(body);
  });
  const locked = (field: Field, input: ReactNode) =>
    environment[field] ? (
      <EnvironmentValue
        field={field}
        envName={environment[field]}
        value={field === 'waToken' || field === 'appSecret' ? null : (environmentValues[field] ?? '')}
      />
    ) : (
      input
    );
  const update = saved !== null;
  return (
    <>
      <FormError message={formError} />
      <Form component={false} layout="vertical">
        <form onSubmit={onSubmit} noValidate aria-label={label}>
          {locked(
            'businessId',
            <FormField control={control} name="businessId" label={LABELS.businessId} required>
              {(field) => <TrimmedInput {...field} autoComplete="off" />}
            </FormField>,
          )}
          {locked(
            'phoneNumberId',
            <FormField control={control} name="phoneNumberId" label={LABELS.phoneNumberId} required>
              {(field) => <TrimmedInput {...field} autoComplete="off" />}
            </FormField>,
          )}
          {locked(
            'waToken',
            <FormField
              control={control}
              name="waToken"
              label={LABELS.waToken}
              required
              extra={
                update
                  ? 'The saved token is never shown; enter it again to update.'
                  : 'A permanent token of a system user with whatsapp_business_messaging and management.'
              }
            >
              {secretInput}
            </FormField>,
          )}
          {locked(
            'appSecret',
            <FormField
              control={control}
              name="appSecret"
              label={LABELS.appSecret}
              extra={
                hasAppSecret
                  ? 'A secret is saved; leave empty to keep it.'
                  : 'Optional: signs the messages Meta sends, so forged ones are refused.'
              }
            >
              {secretInput}
            </FormField>,
          )}
          {locked(
            'appId',
            <FormField
              control={control}
              name="appId"
              label={LABELS.appId}
              extra="Optional: the Meta app's id, needed for the image, video or document sample of a template."
            >
              {(field) => <TrimmedInput {...field} inputMode="numeric" autoComplete="off" />}
            </FormField>,
          )}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {update ? 'Update' : 'Connect'}
            </Button>
            {cancelTo && (
              <Link to={cancelTo}>
                <Button>Cancel</Button>
              </Link>
            )}
          </Flex>
        </form>
      </Form>
    </>
  );
}
