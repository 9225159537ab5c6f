import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Select, Typography } from 'antd';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { SubscriptionPackage } from '../../../../shared/billing/contract';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import { formatInr } from '../../../components/format/money';
import type { PlanFormValues } from './planFormValues';
import { RupeeInput } from './RupeeInput';

export interface SubPlansFieldsProps {
  control: Control<PlanFormValues>;
  setValue: UseFormSetValue<PlanFormValues>;
  packages: SubscriptionPackage[];
  /** An invoiced plan's amounts are locked. */
  locked: boolean;
}

/** Additional plans: a package, a quantity and a price, each at least 0; Plan total = price × quantity. */
export function SubPlansFields({ control, setValue, packages, locked }: SubPlansFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'userSubPlans', keyName: 'key' });
  const rows = useWatch({ control, name: 'userSubPlans' }) ?? [];
  const options = packages.map((p) => ({ value: p.id, label: p.name }));

  const choose = (index: number, id: number) => {
    const pkg = packages.find((p) => p.id === id);
    setValue(`userSubPlans.${index}.subscriptionPlanId`, id, { shouldValidate: true });
    if (pkg) {
      setValue(`userSubPlans.${index}.price`, pkg.discountedPrice ?? pkg.price, { shouldValidate: true });
      setValue(`userSubPlans.${index}.gst`, pkg.gst);
      setValue(`userSubPlans.${index}.hsn`, pkg.hsn);
    }
  };

  return (
    <div style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>Additional plans</Typography.Text>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={locked}
          onClick={() => append({ subscriptionPlanId: 0, quantity: 1, price: 0, otherDetails: null })}
        >
          Add additional plan
        </Button>
      </Flex>
      {fields.length === 0 && <Typography.Text type="secondary">None.</Typography.Text>}
      {fields.map((item, index) => {
        const row = rows[index];
        const total = (row?.price ?? 0) * (row?.quantity ?? 0);
        return (
          <Card key={item.key} size="small" style={{ marginBottom: 8 }}>
            <Row gutter={12}>
              <Col xs={24}>
                <FormField
                  control={control}
                  name={`userSubPlans.${index}.subscriptionPlanId`}
                  label={`Additional plan ${index + 1}`}
                  required
                >
                  {(field) => (
                    <Select
                      {...field}
                      value={field.value || undefined}
                      disabled={locked}
                      placeholder="Choose a plan"
                      showSearch={{ optionFilterProp: 'label' }}
                      options={options}
                      onChange={(v: number) => choose(index, v)}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={12}>
                <FormField
                  control={control}
                  name={`userSubPlans.${index}.quantity`}
                  label="Quantity"
                  required
                >
                  {(field) => <NumericInput {...field} precision={0} disabled={locked} />}
                </FormField>
              </Col>
              <Col xs={12}>
                <FormField control={control} name={`userSubPlans.${index}.price`} label="Price" required>
                  {(field) => <RupeeInput {...field} disabled={locked} />}
                </FormField>
              </Col>
            </Row>
            <Flex justify="space-between" align="center">
              <Typography.Text type="secondary">Plan total {formatInr(total)}</Typography.Text>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={locked}
                aria-label={`Remove additional plan ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </Flex>
          </Card>
        );
      })}
    </div>
  );
}
