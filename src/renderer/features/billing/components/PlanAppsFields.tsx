import { Checkbox, Col, Flex, Row, Typography } from 'antd';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { APP_KEYS, type AppKey } from '../../../../shared/account/modules';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import { APP_LABELS } from './appLabels';
import type { PlanFormValues } from './planFormValues';

export interface PlanAppsFieldsProps {
  control: Control<PlanFormValues>;
  setValue: UseFormSetValue<PlanFormValues>;
}

/** The apps of a plan: tick an app and give it a limit ("Limit is required", spec 00 section 5). */
export function PlanAppsFields({ control, setValue }: PlanAppsFieldsProps) {
  const selected = useWatch({ control, name: 'selectedApps' }) ?? [];
  const toggle = (key: AppKey, on: boolean) => {
    const next = on ? [...selected.filter((k) => k !== key), key] : selected.filter((k) => k !== key);
    setValue(
      'selectedApps',
      APP_KEYS.filter((k) => next.includes(k)),
      { shouldDirty: true },
    );
    if (!on) setValue(key, null, { shouldValidate: false });
  };
  return (
    <>
      <Typography.Text strong>Apps</Typography.Text>
      <Row gutter={12} style={{ marginTop: 4 }}>
        {APP_KEYS.map((key) => {
          const on = selected.includes(key);
          return (
            <Col key={key} xs={24} sm={12}>
              <FormField control={control} name={key} label={`${APP_LABELS[key]} limit`} required={on}>
                {(field) => (
                  <Flex gap={8} align="center">
                    <Checkbox
                      checked={on}
                      aria-label={`Include ${APP_LABELS[key]}`}
                      onChange={(e) => toggle(key, e.target.checked)}
                    />
                    <NumericInput
                      {...field}
                      precision={0}
                      disabled={!on}
                      placeholder={on ? 'Limit' : 'Not included'}
                    />
                  </Flex>
                )}
              </FormField>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
