import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import type { UserPlan } from '../../../../shared/billing/contract';
import { planEndDate } from '../../../../shared/billing/rules';
import { planFormSchema, type PlanInput } from '../../../../shared/billing/schemas';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import { TrimmedTextArea } from '../../../components/form/TrimmedTextArea';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { rendererClock } from '../../../lib/businessClock';
import { useActivePackages, useSaveUserPlan } from '../api';
import { BILLING_MESSAGES } from '../messages';
import { DateInput } from './DateInput';
import { PlanAppsFields } from './PlanAppsFields';
import {
  emptyPlanForm,
  packageDefaults,
  planFormOf,
  withOnlySelectedApps,
  type PlanFormValues,
} from './planFormValues';
import { PlanPaymentFields } from './PlanPaymentFields';
import { PlanTotals } from './PlanTotals';
import { RupeeInput } from './RupeeInput';
import { SubPlansFields } from './SubPlansFields';

export interface PlanFormProps {
  userId: number;
  /** Editing this plan; adding a new one when absent. */
  plan?: UserPlan;
  onSaved?: (plan: UserPlan) => void;
  onCancel?: () => void;
}

/**
 * The Admin's plan form (spec 00 sections 5 and 7), validated by the shared schema with the spec's
 * messages. Choosing a package fills in its price, GST and apps; the end date follows the start date
 * and the package's validity (start + validity − 1 day) and stays editable.
 */
export function PlanForm({ userId, plan, onSaved, onCancel }: PlanFormProps) {
  const packages = useActivePackages();
  const { add, update } = useSaveUserPlan();
  const initial = plan ? planFormOf(plan) : emptyPlanForm(userId);
  const form = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: initial,
  });
  const { control, setValue, reset } = form;
  const locked = Boolean(plan?.invoiceNumber);
  const [planId, startDate] = useWatch({ control, name: ['subscriptionPlanId', 'startDate'] });
  const list = packages.data ?? [];
  // A plan whose package has since been made inactive still shows its name.
  const options = [
    ...list.map((p) => ({ value: p.id, label: p.name })),
    ...(plan && !list.some((p) => p.id === plan.subscriptionPlanId)
      ? [{ value: plan.subscriptionPlanId, label: plan.subscriptionPlanName }]
      : []),
  ];

  const endFor = (id: number, start: string) => {
    const pkg = list.find((p) => p.id === id);
    return pkg && start ? planEndDate(start, pkg.validity, pkg.validityType) : null;
  };

  const choosePackage = (id: number) => {
    setValue('subscriptionPlanId', id, { shouldValidate: true, shouldDirty: true });
    const pkg = list.find((p) => p.id === id);
    if (!pkg) return;
    const start = startDate || rendererClock.today();
    if (!startDate) setValue('startDate', start, { shouldValidate: true });
    setValue('endDate', endFor(id, start) ?? '', { shouldValidate: true });
    if (locked) return;
    const d = packageDefaults(pkg);
    setValue('price', d.price, { shouldValidate: true });
    setValue('originalPrice', d.originalPrice);
    setValue('discountedPrice', d.discountedPrice);
    setValue('gst', d.gst);
    setValue('hsn', d.hsn);
    setValue('selectedApps', d.selectedApps);
    for (const [key, limit] of Object.entries(d.limits)) setValue(key as keyof typeof d.limits, limit);
  };

  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (values) => {
      const body = withOnlySelectedApps(values);
      const { data } = plan
        ? await update.mutateAsync({ params: { id: plan.id }, body })
        : await add.mutateAsync({ body });
      if (!plan) reset(emptyPlanForm(userId));
      onSaved?.(data);
      // Spec 00 section 8's own words.
      return { message: plan ? BILLING_MESSAGES.planUpdated : BILLING_MESSAGES.planAdded };
    },
    // Spec 00 section 8: "Something went wrong"; the server's reasons go on the fields or above them.
    { failureToast: MESSAGES.somethingWentWrong },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={plan ? 'Edit subscription plan' : 'Add subscription plan'}
    >
      <FormError message={formError} />
      {locked && (
        <Alert
          type="info"
          showIcon
          title={`Invoice ${plan!.invoiceNumber} has been issued: its amounts cannot change.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="subscriptionPlanId" label="Plan" required>
          {(field) => (
            <Select
              {...field}
              value={field.value || undefined}
              placeholder="Choose a plan"
              loading={packages.isPending}
              disabled={locked}
              showSearch={{ optionFilterProp: 'label' }}
              options={options}
              onChange={(v: number) => choosePackage(v)}
              notFoundContent={packages.isError ? 'The plans could not be loaded' : undefined}
            />
          )}
        </FormField>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <FormField control={control} name="startDate" label="Start date" required>
              {(field) => (
                <DateInput
                  {...field}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    const end = v ? endFor(planId, v) : null;
                    if (end) setValue('endDate', end, { shouldValidate: true });
                  }}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24} sm={12}>
            <FormField control={control} name="endDate" label="End date" required>
              {(field) => <DateInput {...field} onChange={(v) => field.onChange(v ?? '')} />}
            </FormField>
          </Col>
          <Col xs={24} sm={12}>
            <FormField control={control} name="price" label="Price" required>
              {(field) => <RupeeInput {...field} disabled={locked} />}
            </FormField>
          </Col>
          <Col xs={12} sm={6}>
            <FormField control={control} name="quantity" label="Quantity" required>
              {(field) => <NumericInput {...field} precision={0} min={1} disabled={locked} />}
            </FormField>
          </Col>
          <Col xs={12} sm={6}>
            <FormField control={control} name="gst" label="GST %" required>
              {(field) => <NumericInput {...field} precision={0} max={100} disabled={locked} />}
            </FormField>
          </Col>
        </Row>
        <PlanAppsFields control={control} setValue={setValue} />
        <SubPlansFields control={control} setValue={setValue} packages={list} locked={locked} />
        <PlanTotals control={control} />
        <PlanPaymentFields control={control} setValue={setValue} invoiced={locked} />
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <FormField control={control} name="hsn" label="HSN/SAC">
              {(field) => <DigitsInput {...field} count={{ max: 8 }} disabled={locked} />}
            </FormField>
          </Col>
          <Col xs={24} sm={16}>
            <FormField control={control} name="otherDetails" label="Other details">
              {(field) => (
                <TrimmedTextArea
                  {...field}
                  rows={1}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  count={{ max: 1000 }}
                />
              )}
            </FormField>
          </Col>
        </Row>
        <Flex gap={8} align="center" wrap>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {plan ? 'Save plan' : 'Add plan'}
          </Button>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          {!plan && (
            <Typography.Text type="secondary">
              Without a payment date and method the plan is added Unpaid, with a payment link when online
              payment is set up.
            </Typography.Text>
          )}
        </Flex>
      </Form>
    </form>
  );
}
