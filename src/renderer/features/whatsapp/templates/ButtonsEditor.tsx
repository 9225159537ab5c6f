import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Typography } from 'antd';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import {
  BUTTON_TYPES,
  placeholdersOf,
  TEMPLATE_LIMITS,
  type ButtonType,
} from '../../../../shared/whatsapp/templates';
import { BUTTON_KINDS, COPY_CODE_TEXT, type TemplateForm } from '../../../../shared/whatsapp/templates-form';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';

const blank = (type: ButtonType) => ({
  type,
  text: '',
  url: '',
  urlExample: '',
  phoneNumber: '',
  flowId: '',
  code: '',
});

/** One button's fields, as its type asks. */
function ButtonFields({
  control,
  index,
  type,
}: {
  control: Control<TemplateForm>;
  index: number;
  type: ButtonType;
}) {
  const url = useWatch({ control, name: `buttons.${index}.url` });
  return (
    <>
      {type !== 'COPY_CODE' && (
        <FormField control={control} name={`buttons.${index}.text`} label="Button text" required>
          {(field) => <TrimmedInput {...field} maxLength={TEMPLATE_LIMITS.buttonText} showCount />}
        </FormField>
      )}
      {type === 'URL' && (
        <>
          <FormField
            control={control}
            name={`buttons.${index}.url`}
            label="Website URL"
            required
            extra="It may end with {{1}}, filled in for each message."
          >
            {(field) => <TrimmedInput {...field} inputMode="url" placeholder="https://" />}
          </FormField>
          {placeholdersOf(url ?? '').length > 0 && (
            <FormField
              control={control}
              name={`buttons.${index}.urlExample`}
              label="Example for the URL’s {{1}}"
              required
            >
              {(field) => <TrimmedInput {...field} />}
            </FormField>
          )}
        </>
      )}
      {type === 'PHONE_NUMBER' && (
        <FormField control={control} name={`buttons.${index}.phoneNumber`} label="Phone number" required>
          {(field) => <TrimmedInput {...field} inputMode="tel" placeholder="+919876543210" />}
        </FormField>
      )}
      {type === 'FLOW' && (
        <FormField control={control} name={`buttons.${index}.flowId`} label="Flow Id" required>
          {(field) => <TrimmedInput {...field} inputMode="numeric" />}
        </FormField>
      )}
      {type === 'COPY_CODE' && (
        <FormField
          control={control}
          name={`buttons.${index}.code`}
          label="Offer code"
          required
          extra={`The button reads “${COPY_CODE_TEXT}”.`}
        >
          {(field) => <TrimmedInput {...field} maxLength={TEMPLATE_LIMITS.copyCode} />}
        </FormField>
      )}
    </>
  );
}

/** The template's buttons: the five kinds, each up to the number WhatsApp allows. */
export function ButtonsEditor({ control, error }: { control: Control<TemplateForm>; error?: string }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'buttons' });
  const types = (useWatch({ control, name: 'buttons' }) ?? []).map((b) => b?.type);
  const full = fields.length >= TEMPLATE_LIMITS.buttons;
  const items = BUTTON_TYPES.map((type) => ({
    key: type,
    label: BUTTON_KINDS[type].label,
    disabled: full || types.filter((t) => t === type).length >= BUTTON_KINDS[type].max,
  }));
  return (
    <section aria-labelledby="template-buttons">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={5} id="template-buttons" style={{ margin: 0 }}>
          Buttons{' '}
          <Typography.Text type="secondary">(optional, up to {TEMPLATE_LIMITS.buttons})</Typography.Text>
        </Typography.Title>
        <Dropdown
          disabled={full}
          menu={{ items, onClick: ({ key }) => append(blank(key as ButtonType)) }}
          trigger={['click']}
        >
          <Button icon={<PlusOutlined aria-hidden />}>
            Add button <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }}>
          {error}
        </Typography.Text>
      )}
      <Flex vertical gap={8}>
        {fields.map((f, i) => {
          const type = (types[i] ?? f.type) as ButtonType;
          return (
            <Card
              key={f.id}
              size="small"
              title={`${i + 1}. ${BUTTON_KINDS[type].label}`}
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remove button ${i + 1}`}
                  onClick={() => remove(i)}
                />
              }
            >
              <ButtonFields control={control} index={i} type={type} />
            </Card>
          );
        })}
      </Flex>
    </section>
  );
}
