import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Flex, Form, Row, Select, Typography } from 'antd';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PLAN_TYPES, VALIDITY_TYPES } from '../../../../shared/billing/constants';
import { APP_KEYS } from '../../../../shared/account/modules';
import type { SubscriptionPackage } from '../../../../shared/billing/contract';
import { packageFormSchema, type PackageForm as PackageFormValues } from '../../../../shared/billing/schemas';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { GridField } from '../../../components/form/GridField';
import { NumericInput } from '../../../components/form/NumericInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { TrimmedTextArea } from '../../../components/form/TrimmedTextArea';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { useActivePackages, useSavePackage } from '../api';
import { BILLING_MESSAGES } from '../messages';
import { BILLING_PATHS } from '../paths';
import { APP_LABELS } from './appLabels';
import { PLAN_TYPE_LABELS, VALIDITY_TYPE_LABELS } from './packageLabels';
import { RupeeInput } from './RupeeInput';

/** A new package: no validity type, plan type or price until chosen (the schema says they are required). */
const EMPTY: DefaultValues<PackageFormValues> = {
  name: '',
  validity: null,
  discountedPrice: null,
  hsn: '',
  gst: 18,
  popular: false,
  description: '',
  isActive: true,
  isDefault: false,
  isRenewal: false,
  renewalPlanId: null,
  post: null,
  web: null,
  bot: null,
  card: null,
  campaign: null,
  whatsapp: null,
};

const valuesOf = (p: SubscriptionPackage): PackageFormValues => ({
  name: p.name,
  validityType: p.validityType,
  validity: p.validityType === 'na' ? null : p.validity,
  planType: p.planType,
  price: p.price,
  discountedPrice: p.discountedPrice,
  hsn: p.hsn ?? '',
  gst: p.gst,
  popular: p.popular,
  description: p.description ?? '',
  isActive: p.isActive,
  isDefault: p.isDefault,
  isRenewal: p.isRenewal,
  renewalPlanId: p.renewalPlanId,
  post: p.post,
  web: p.web,
  bot: p.bot,
  card: p.card,
  campaign: p.campaign,
  whatsapp: p.whatsapp,
});

/** Add/Edit Package (spec 00 section 5, package form), with the spec's messages from the shared schema. */
export function PackageForm({ pkg }: { pkg?: SubscriptionPackage }) {
  const navigate = useNavigate();
  const { create, update } = useSavePackage();
  const active = useActivePackages();
  const form = useForm<PackageFormValues>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: pkg ? valuesOf(pkg) : EMPTY,
  });
  const { control, setValue } = form;
  const validityType = useWatch({ control, name: 'validityType' });

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (values) => {
      const body = { ...values, validity: values.validityType === 'na' ? null : values.validity };
      const saved = pkg
        ? await update.mutateAsync({ params: { id: pkg.id }, body })
        : await create.mutateAsync({ body });
      navigate(BILLING_PATHS.packages);
      return saved;
    },
    { successToast: pkg ? BILLING_MESSAGES.packageUpdated : BILLING_MESSAGES.packageCreated },
  );

  const renewalOptions = (active.data ?? [])
    .filter((p) => p.id !== pkg?.id)
    .map((p) => ({ value: p.id, label: p.name }));

  return (
    <Card>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label={pkg ? 'Edit Package' : 'Add Package'}>
        <Form layout="vertical" component={false}>
          <Row gutter={16}>
            <GridField md={12} control={control} name="name" label="Name" required>
              {(field) => <TrimmedInput {...field} count={{ max: 100 }} autoFocus={!pkg} />}
            </GridField>
            <GridField md={12} control={control} name="planType" label="Plan Type" required>
              {(field) => (
                <Select
                  {...field}
                  placeholder="Choose a plan type"
                  options={PLAN_TYPES.map((t) => ({ value: t, label: PLAN_TYPE_LABELS[t] }))}
                />
              )}
            </GridField>
            <GridField md={12} control={control} name="validityType" label="Validity Type" required>
              {(field) => (
                <Select
                  {...field}
                  placeholder="Choose a validity type"
                  onChange={(v) => {
                    field.onChange(v);
                    if (v === 'na') setValue('validity', null);
                  }}
                  options={VALIDITY_TYPES.map((t) => ({ value: t, label: VALIDITY_TYPE_LABELS[t] }))}
                />
              )}
            </GridField>
            <GridField
              md={12}
              control={control}
              name="validity"
              label="Validity"
              required={validityType !== 'na'}
            >
              {(field) => <NumericInput {...field} precision={0} disabled={validityType === 'na'} />}
            </GridField>
            <GridField
              md={8}
              control={control}
              name="price"
              label="Price"
              required
              extra="Whole rupees, before GST."
            >
              {(field) => <RupeeInput {...field} wholeRupees />}
            </GridField>
            <GridField md={8} control={control} name="discountedPrice" label="Discounted price">
              {(field) => <RupeeInput {...field} />}
            </GridField>
            <GridField xs={12} md={4} control={control} name="gst" label="GST %" required>
              {(field) => <NumericInput {...field} precision={0} max={100} />}
            </GridField>
            <GridField xs={12} md={4} control={control} name="hsn" label="HSN/SAC">
              {(field) => <DigitsInput {...field} count={{ max: 8 }} placeholder="998314" />}
            </GridField>
          </Row>

          <Typography.Title level={5}>App allowances</Typography.Title>
          <Typography.Paragraph type="secondary">
            Leave an app empty to leave it out of the package.
          </Typography.Paragraph>
          <Row gutter={16}>
            {APP_KEYS.map((key) => (
              <GridField key={key} xs={12} md={8} xl={4} control={control} name={key} label={APP_LABELS[key]}>
                {(field) => <NumericInput {...field} precision={0} placeholder="Not included" />}
              </GridField>
            ))}
          </Row>

          <Row gutter={16}>
            <GridField
              md={12}
              control={control}
              name="renewalPlanId"
              label="Renewal plan"
              extra="The package customers are offered when this one ends."
            >
              {(field) => (
                <Select
                  {...field}
                  allowClear
                  placeholder="None"
                  loading={active.isPending}
                  options={renewalOptions}
                  onChange={(v) => field.onChange(v ?? null)}
                />
              )}
            </GridField>
            <GridField md={12} control={control} name="description" label="Description">
              {(field) => <TrimmedTextArea {...field} rows={3} count={{ max: 2000 }} />}
            </GridField>
          </Row>

          <Flex wrap gap={24} style={{ marginBottom: 24 }}>
            {(
              [
                ['isActive', 'Active'],
                ['popular', 'Popular'],
                ['isDefault', 'Default package'],
                ['isRenewal', 'Renews into itself'],
              ] as const
            ).map(([name, label]) => (
              <FormField key={name} control={control} name={name} label={null}>
                {({ value, onChange, ref: _ref, ...field }) => (
                  <Checkbox {...field} checked={!!value} onChange={(e) => onChange(e.target.checked)}>
                    {label}
                  </Checkbox>
                )}
              </FormField>
            ))}
          </Flex>

          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={submitting}>
              Save
            </Button>
            <Button onClick={() => navigate(BILLING_PATHS.packages)}>Cancel</Button>
          </Flex>
        </Form>
      </form>
    </Card>
  );
}
