import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Row } from 'antd';
import { useForm } from 'react-hook-form';
import {
  billingFormSchema,
  type BillingForm as BillingValues,
  type Brand,
} from '../../../../shared/brand/schemas';
import { FormActions } from '../../../components/form/FormActions';
import { FormError } from '../../../components/form/FormError';
import { GridField } from '../../../components/form/GridField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useSaveBilling } from '../api';
import { useBrandFormSubmit } from './useBrandFormSubmit';
import { BRAND_MESSAGES } from '../messages';

export interface BillingFormProps {
  brand: Brand;
  userId?: number;
  onSaved?: (brand: Brand) => void;
  onCancel?: () => void;
}

/** The billing form (spec 01 sections 2 and 5): Billing Name, and the GST Number upper-cased as typed. */
export function BillingForm({ brand, userId, onSaved, onCancel }: BillingFormProps) {
  const save = useSaveBilling();
  const form = useForm<BillingValues>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: { billingName: brand.billingName ?? '', gstNumber: brand.gstNumber ?? '' },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useBrandFormSubmit(form, save, {
    userId,
    onSaved,
    successToast: BRAND_MESSAGES.billingSaved,
  });
  return (
    <>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Billing Details">
        <Form layout="vertical" component={false}>
          <Row gutter={16}>
            <GridField md={12} control={control} name="billingName" label="Billing Name" required>
              {(field) => <TrimmedInput {...field} count={{ max: 200 }} autoComplete="organization" />}
            </GridField>
            <GridField
              md={12}
              control={control}
              name="gstNumber"
              label="GST Number"
              extra="Optional. 15 characters, e.g. 27AAPFU0939F1ZV."
            >
              {({ onChange, ...field }) => (
                <TrimmedInput
                  {...field}
                  onChange={(v) => onChange(v.toUpperCase())}
                  count={{ max: 15 }}
                  spellCheck={false}
                  autoComplete="off"
                  style={{ textTransform: 'uppercase' }}
                />
              )}
            </GridField>
          </Row>
          <FormActions submitting={submitting} onCancel={onCancel} />
        </Form>
      </form>
    </>
  );
}
