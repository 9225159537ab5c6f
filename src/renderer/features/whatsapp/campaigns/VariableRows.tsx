import { Col, Input, Radio, Row, Select, Typography } from 'antd';
import { useFieldArray, type Control } from 'react-hook-form';
import { CONTACT_FIELDS } from '../../../../shared/whatsapp/templates';
import { FormField } from '../../../components/form/FormField';
import type { CampaignForm, VariableRow } from './campaignForm';

const SECTION: Record<VariableRow['section'], string> = { header: 'Header', body: 'Body', button: 'Button' };

/**
 * A row per {{n}} of the chosen template (spec 03 §3.4): a static value, or a contact field of §3.3
 * (a field's value is read per recipient).
 */
export function VariableRows({
  control,
  rows,
  onSource,
}: {
  control: Control<CampaignForm>;
  rows: VariableRow[];
  onSource: (index: number, source: VariableRow['ValueSource']) => void;
}) {
  const { fields } = useFieldArray({ control, name: 'variables' });
  if (fields.length === 0) return null;
  return (
    <section aria-label="Template variables">
      <Typography.Title level={5}>Template variables</Typography.Title>
      {fields.map((f, i) => {
        const row = rows[i];
        if (!row) return null;
        const name = `${SECTION[row.section]} {{${row.n}}}${row.section === 'button' ? ` (button ${(row.buttonIndex ?? 0) + 1})` : ''}`;
        return (
          <Row key={f.id} gutter={12} align="top">
            <Col xs={24} sm={9}>
              <Typography.Text strong style={{ display: 'block', marginTop: 4 }}>
                {name}
              </Typography.Text>
              <Radio.Group
                size="small"
                aria-label={`${name} value source`}
                value={row.ValueSource}
                onChange={(e) => onSource(i, e.target.value as VariableRow['ValueSource'])}
                options={[
                  { value: 'STATIC', label: 'Static' },
                  { value: 'CONTACT_FIELD', label: 'Contact field' },
                ]}
                optionType="button"
                style={{ margin: '6px 0 12px' }}
              />
            </Col>
            <Col xs={24} sm={15}>
              {row.ValueSource === 'STATIC' ? (
                <FormField
                  control={control}
                  name={`variables.${i}.StaticValue`}
                  label={`${name} value`}
                  required
                >
                  {(field) => (
                    // Not trimmed as typed: spaces alone are refused with their own message (§5.1).
                    <Input {...field} placeholder={row.example ? `e.g. ${row.example}` : undefined} />
                  )}
                </FormField>
              ) : (
                <FormField
                  control={control}
                  name={`variables.${i}.ContactFieldName`}
                  label={`${name} field`}
                  required
                >
                  {({ value, onChange, ref: _ref, ...field }) => (
                    <Select
                      {...field}
                      value={value}
                      onChange={onChange}
                      placeholder="Choose a contact field"
                      options={CONTACT_FIELDS.map((c) => ({ value: c.value, label: c.label }))}
                    />
                  )}
                </FormField>
              )}
            </Col>
          </Row>
        );
      })}
    </section>
  );
}
