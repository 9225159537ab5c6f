import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Col, Form, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GST_STATES } from '../../../../shared/billing/gst-states';
import type { Supplier } from '../../../../shared/billing/invoice';
import {
  supplierSettingsFormSchema,
  type SupplierSettingsForm as SupplierValues,
} from '../../../../shared/billing/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { toastSuccess } from '../../../components/feedback/toast';
import { applyServerErrors } from '../../../components/form/applyServerErrors';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { MESSAGES } from '../../../components/messages';
import { useSaveSupplierSettings } from '../api';

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

const valuesOf = (s: Supplier): SupplierValues => ({
  companyName: s.companyName,
  address1: s.address1 ?? '',
  address2: s.address2 ?? '',
  address3: s.address3 ?? '',
  stateCode: (s.stateCode ?? undefined) as SupplierValues['stateCode'],
  gstin: s.gstin ?? '',
  invoicePrefix: s.invoicePrefix,
  email: s.email ?? '',
  phone: s.phone ?? '',
  bankName: s.bankName ?? '',
  bankAccountName: s.bankAccountName ?? '',
  bankAccountNumber: s.bankAccountNumber ?? '',
  bankIfsc: s.bankIfsc ?? '',
  upiId: s.upiId ?? '',
});

type TextName = Exclude<keyof SupplierValues, 'stateCode'>;

/** The business's own details that every invoice prints (issue 5, Supplier settings). */
export function SupplierSettingsForm({ supplier }: { supplier: Supplier }) {
  const save = useSaveSupplierSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<SupplierValues>({
    resolver: zodResolver(supplierSettingsFormSchema),
    defaultValues: valuesOf(supplier),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { data, message } = await save.mutateAsync({ body });
      reset(valuesOf(data));
      toastSuccess(message ?? MESSAGES.detailsSubmitted);
    } catch (err) {
      if (!applyServerErrors(setError, err)) setFormError(errorText(err));
    }
  });

  const text = (
    name: TextName,
    label: string,
    opts: { required?: boolean; max?: number; extra?: string } = {},
  ) => (
    <FormField control={control} name={name} label={label} required={opts.required} extra={opts.extra}>
      {(field) => <TrimmedInput {...field} maxLength={opts.max ?? 200} />}
    </FormField>
  );

  return (
    <Card>
      {!supplier.configured && (
        <Alert
          type="info"
          showIcon
          title="Invoices are not set up yet"
          description="Until these details are saved, invoices and estimates print without your business's name, address and GSTIN."
          style={{ marginBottom: 16 }}
        />
      )}
      {formError && (
        <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Invoice settings">
        <Form layout="vertical" component={false}>
          <Typography.Title level={5}>Business</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              {text('companyName', 'Company name', { required: true })}
            </Col>
            <Col xs={24} md={12}>
              {text('gstin', 'GSTIN', { max: 15, extra: 'Its first two digits must be the state code.' })}
            </Col>
            <Col xs={24} md={12}>
              {text('address1', 'Address line 1', { required: true })}
            </Col>
            <Col xs={24} md={12}>
              {text('address2', 'Address line 2')}
            </Col>
            <Col xs={24} md={12}>
              {text('address3', 'Address line 3')}
            </Col>
            <Col xs={24} md={12}>
              <FormField control={control} name="stateCode" label="State" required>
                {(field) => (
                  <Select
                    {...field}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Choose the state"
                    options={STATE_OPTIONS}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={8}>
              {text('invoicePrefix', 'Invoice prefix', {
                required: true,
                max: 4,
                extra: 'Up to 4 letters, digits or -, e.g. INV → INV/26-27/00042.',
              })}
            </Col>
            <Col xs={24} md={8}>
              {text('email', 'Email')}
            </Col>
            <Col xs={24} md={8}>
              {text('phone', 'Phone', { max: 20 })}
            </Col>
          </Row>
          <Typography.Title level={5}>Bank and UPI</Typography.Title>
          <Typography.Paragraph type="secondary">
            Printed on estimates and unpaid invoices.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              {text('bankName', 'Bank name', { max: 100 })}
            </Col>
            <Col xs={24} md={12}>
              {text('bankAccountName', 'Account name', { max: 100 })}
            </Col>
            <Col xs={24} md={8}>
              <FormField control={control} name="bankAccountNumber" label="Account number">
                {(field) => <DigitsInput {...field} maxLength={20} />}
              </FormField>
            </Col>
            <Col xs={24} md={8}>
              {text('bankIfsc', 'IFSC', { max: 11 })}
            </Col>
            <Col xs={24} md={8}>
              {text('upiId', 'UPI ID', { max: 256 })}
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Form>
      </form>
    </Card>
  );
}
