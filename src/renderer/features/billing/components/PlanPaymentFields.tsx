import { Row, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { GridField } from '../../../components/form/GridField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { usePaymentMethods } from '../api';
import { DateInput } from './DateInput';
import type { PlanFormValues } from './planFormValues';

export interface PlanPaymentFieldsProps {
  control: Control<PlanFormValues>;
  setValue: UseFormSetValue<PlanFormValues>;
  /** A plan that has an invoice number keeps its invoice date open. */
  invoiced?: boolean;
}

/**
 * Payment Date, Payment Method and Invoice Date (spec 00 section 5): a date needs a method and a
 * method a date; either needs an invoice date, whose field stays disabled until one is chosen.
 */
export function PlanPaymentFields({ control, setValue, invoiced }: PlanPaymentFieldsProps) {
  const methods = usePaymentMethods();
  const [paymentDate, paymentMethodId, invoiceDate] = useWatch({
    control,
    name: ['paymentDate', 'paymentMethodId', 'invoiceDate'],
  });
  const invoiceOpen = Boolean(paymentDate || paymentMethodId || invoiced);
  const paid = Boolean(paymentDate && paymentMethodId);
  const dateRequired = Boolean(paymentMethodId);
  const methodRequired = Boolean(paymentDate);

  // Clearing both payment fields clears the invoice date they asked for.
  const wasOpen = useRef(invoiceOpen);
  useEffect(() => {
    if (wasOpen.current && !invoiceOpen) setValue('invoiceDate', null);
    wasOpen.current = invoiceOpen;
  }, [invoiceOpen, setValue]);

  return (
    <Row gutter={12}>
      <GridField sm={12} control={control} name="paymentDate" label="Payment Date" required={dateRequired}>
        {(field) => (
          <DateInput
            {...field}
            onChange={(v) => {
              field.onChange(v);
              // An invoice is usually dated the day it is paid.
              if (v && !invoiceDate) setValue('invoiceDate', v);
            }}
          />
        )}
      </GridField>
      <GridField
        sm={12}
        control={control}
        name="paymentMethodId"
        label="Payment Method"
        required={methodRequired}
      >
        {(field) => (
          <Select
            {...field}
            allowClear
            placeholder="Choose a method"
            loading={methods.isPending}
            value={field.value ?? undefined}
            onChange={(v) => field.onChange(v ?? null)}
            options={(methods.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        )}
      </GridField>
      <GridField
        sm={12}
        control={control}
        name="invoiceDate"
        label="Invoice Date"
        required={invoiceOpen}
        extra={invoiceOpen ? undefined : 'Choose a payment date or method first.'}
      >
        {(field) => <DateInput {...field} disabled={!invoiceOpen} />}
      </GridField>
      <GridField sm={12} control={control} name="transactionId" label="Transaction ID">
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} disabled={!paid} />}
      </GridField>
    </Row>
  );
}
