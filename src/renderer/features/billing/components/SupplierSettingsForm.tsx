import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form, Row, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { GST_STATES } from '../../../../shared/billing/gst-states';
import type { Supplier } from '../../../../shared/billing/invoice';
import {
  supplierSettingsFormSchema,
  type SupplierSettingsForm as SupplierValues,
} from '../../../../shared/billing/schemas';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { FormNotice } from '../../../components/form/FormNotice';
import { GridField } from '../../../components/form/GridField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
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
  roundOff: s.roundOff,
});

type TextName = Exclude<keyof SupplierValues, 'stateCode' | 'roundOff'>;

/** The business's own details that every invoice prints (issue 5, Supplier settings). */
export function SupplierSettingsForm({
  supplier,
  title,
}: {
  supplier: Supplier;
  /** The card's heading, where the form is one card of a page (Admin → Settings). */
  title?: ReactNode;
}) {
  const save = useSaveSupplierSettings();
  const form = useForm<SupplierValues>({
    resolver: zodResolver(supplierSettingsFormSchema),
    defaultValues: valuesOf(supplier),
  });
  const { control, reset } = form;

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync({ body });
      reset(valuesOf(saved.data));
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );

  const text = (
    name: TextName,
    label: string,
    opts: { required?: boolean; max?: number; extra?: string; md?: number } = {},
  ) => (
    <GridField
      md={opts.md ?? 12}
      control={control}
      name={name}
      label={label}
      required={opts.required}
      extra={opts.extra}
    >
      {(field) => <TrimmedInput {...field} count={{ max: opts.max ?? 200 }} />}
    </GridField>
  );

  return (
    <Card title={title}>
      {!supplier.configured && (
        <FormNotice
          type="info"
          title="Invoices are not set up yet"
          description="Until these details are saved, invoices and estimates print without your business's name, address and GSTIN."
        />
      )}
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Invoice settings">
        <Form layout="vertical" component={false}>
          <Typography.Title level={5}>Business</Typography.Title>
          <Row gutter={16}>
            {text('companyName', 'Company name', { required: true })}
            {text('gstin', 'GSTIN', { max: 15, extra: 'Its first two digits must be the state code.' })}
            {text('address1', 'Address line 1', { required: true })}
            {text('address2', 'Address line 2')}
            {text('address3', 'Address line 3')}
            <GridField md={12} control={control} name="stateCode" label="State" required>
              {(field) => (
                <Select
                  {...field}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Choose the state"
                  options={STATE_OPTIONS}
                />
              )}
            </GridField>
            {text('invoicePrefix', 'Invoice prefix', {
              md: 8,
              required: true,
              max: 4,
              extra: 'Up to 4 letters, digits or -, e.g. INV → INV/26-27/00042.',
            })}
            {text('email', 'Email', { md: 8 })}
            {text('phone', 'Phone', { md: 8, max: 20 })}
          </Row>
          <Typography.Title level={5}>Bank and UPI</Typography.Title>
          <Typography.Paragraph type="secondary">
            Printed on estimates and unpaid invoices.
          </Typography.Paragraph>
          <Row gutter={16}>
            {text('bankName', 'Bank name', { max: 100 })}
            {text('bankAccountName', 'Account name', { max: 100 })}
            <GridField md={8} control={control} name="bankAccountNumber" label="Account number">
              {(field) => <DigitsInput {...field} count={{ max: 20 }} />}
            </GridField>
            {text('bankIfsc', 'IFSC', { md: 8, max: 11 })}
            {text('upiId', 'UPI ID', { md: 8, max: 256 })}
          </Row>
          <Typography.Title level={5}>Totals</Typography.Title>
          <FormField
            control={control}
            name="roundOff"
            label="Round off to the rupee"
            extra="Off: the total is the amount plus GST to the paisa. On: invoices add a Round Off line to reach a whole rupee. Invoices already issued keep their totals."
          >
            {({ id, value, onChange, ref, disabled }) => (
              <Switch id={id} ref={ref} checked={!!value} onChange={onChange} disabled={disabled} />
            )}
          </FormField>
          <Button type="primary" htmlType="submit" loading={submitting}>
            Save
          </Button>
        </Form>
      </form>
    </Card>
  );
}
