import { ApiOutlined, SaveOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Col, Collapse, Flex, Form, Input, Row, Tag, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { IntegrationDef, SettingField } from '../../../../shared/settings/registry';
import type { CardState, TestResult } from '../../../../shared/settings/schemas';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { applyServerErrors } from '../../../components/form/applyServerErrors';
import { FormError } from '../../../components/form/FormError';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { formatDateTime } from '../../../components/format/dates';
import { useSaveSettingsCard, useTestSettingsCard } from '../api';
import { changesOf, formSchemaOf, formValuesOf, isShown, type CardFormValues } from '../cardForm';
import { SettingFieldInput } from './SettingFieldInput';

/** The card's heading: an h2, so the page reads as one section per integration. */
export function CardTitle({ id, title }: { id: string; title: string }) {
  return (
    <Typography.Title id={id} level={2} style={{ fontSize: 16, margin: 0 }}>
      {title}
    </Typography.Title>
  );
}

function StatusTag({ card }: { card: CardState }) {
  return card.ready ? <Tag color="success">Set up</Tag> : <Tag color="warning">Not set up</Tag>;
}

/**
 * One integration on Admin → Settings (issue 9 §1): its fields from the registry, Save, and Test
 * connection with the values as the form holds them (saved or not), its answer shown below.
 */
export function IntegrationCard({ def, card }: { def: IntegrationDef; card: CardState }) {
  const headingId = useId();
  const save = useSaveSettingsCard();
  const test = useTestSettingsCard();
  const [result, setResult] = useState<TestResult | null>(null);
  const [recipient, setRecipient] = useState('');
  const [recipientError, setRecipientError] = useState<string | null>(null);

  const form = useForm<CardFormValues>({
    resolver: zodResolver(formSchemaOf(def, card)),
    defaultValues: formValuesOf(def, card),
  });
  const { control, reset, getValues, setError, trigger } = form;
  const values = useWatch({ control }) as CardFormValues;

  // A save (here or elsewhere) brings new values: the form starts again from them.
  useEffect(() => reset(formValuesOf(def, card)), [def, card, reset]);

  // A test's answer was about the values it was given: once a field changes it says nothing more.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name) setResult(null);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (formValues) => {
      setResult(null);
      return save.mutateAsync({ params: { id: def.id }, body: changesOf(def, card, formValues) });
    },
    { successToast: 'Settings saved' },
  );

  async function testConnection() {
    setResult(null);
    setRecipientError(null);
    if (!(await trigger())) return;
    try {
      const { data } = await test.mutateAsync({
        params: { id: def.id },
        body: {
          values: changesOf(def, card, getValues()),
          ...(def.id === 'sms' && recipient.trim() ? { recipient: recipient.trim() } : {}),
        },
      });
      setResult(data);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.recipient) setRecipientError(err.errors.recipient);
      else if (!applyServerErrors(setError, err)) setResult({ ok: false, message: errorText(err) });
    }
  }

  const visible = def.fields.filter((f) => isShown(f, values ?? {}));
  const main = visible.filter((f) => !f.advanced);
  const advanced = visible.filter((f) => f.advanced);
  const fieldCol = (field: SettingField) => (
    <Col key={field.key} xs={24} md={12}>
      <SettingFieldInput field={field} state={card.fields[field.key]} control={control} />
    </Col>
  );

  return (
    <Card
      id={def.id}
      role="region"
      aria-labelledby={headingId}
      title={<CardTitle id={headingId} title={def.title} />}
      extra={def.testable && <StatusTag card={card} />}
      style={{ scrollMarginTop: 80 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {def.description}
      </Typography.Paragraph>
      {!card.ready && card.missing.length > 0 && (
        <Typography.Paragraph>
          <Typography.Text strong>Needed: </Typography.Text>
          {card.missing.join(', ')}
        </Typography.Paragraph>
      )}
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Form layout="vertical" component={false}>
          <Row gutter={16}>{main.map(fieldCol)}</Row>
          {advanced.length > 0 && (
            <Collapse
              ghost
              size="small"
              style={{ marginBottom: 8, marginInline: -16 }}
              items={[
                {
                  key: 'advanced',
                  label: 'Advanced',
                  children: <Row gutter={16}>{advanced.map(fieldCol)}</Row>,
                },
              ]}
            />
          )}
          {def.id === 'sms' && (
            <Form.Item
              layout="vertical"
              label="Test message to"
              htmlFor={`${def.id}-recipient`}
              extra="Test connection sends one SMS to this number, with its country code."
              validateStatus={recipientError ? 'error' : undefined}
              help={recipientError ? <span role="alert">{recipientError}</span> : undefined}
            >
              <Input
                id={`${def.id}-recipient`}
                value={recipient}
                onChange={(e) => {
                  setRecipient(e.target.value.replace(/[^\d+]/g, ''));
                  setResult(null);
                }}
                placeholder="919876543210"
                inputMode="tel"
                count={{ max: 16 }}
                style={{ maxWidth: 260 }}
              />
            </Form.Item>
          )}
          <Flex gap={8} wrap align="center">
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined aria-hidden />}
              loading={submitting}
              aria-label={`Save ${def.title}`}
            >
              Save
            </Button>
            {def.testable && (
              <Button
                icon={<ApiOutlined aria-hidden />}
                loading={test.isPending}
                onClick={() => void testConnection()}
              >
                Test connection
              </Button>
            )}
            {card.updatedAt && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>
                Saved {formatDateTime(card.updatedAt)}
              </Typography.Text>
            )}
          </Flex>
          {result && (
            <Alert
              role="status"
              type={result.ok ? 'success' : 'error'}
              showIcon
              title={result.ok ? 'Connection works' : 'Connection failed'}
              description={result.message}
              closable={{ 'aria-label': 'Close the test result' }}
              onClose={() => setResult(null)}
              style={{ marginTop: 16 }}
            />
          )}
        </Form>
      </form>
    </Card>
  );
}
