import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Divider, Flex, Form, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { placeholdersOf, TEMPLATE_CATEGORIES, TEMPLATE_LIMITS } from '../../../../shared/whatsapp/templates';
import {
  CATEGORY_LABELS,
  draftComponentsOf,
  TEMPLATE_LANGUAGES,
  templateFormSchema,
  type TemplateForm,
  type TemplateFormOutput,
} from '../../../../shared/whatsapp/templates-form';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { TrimmedTextArea } from '../../../components/form/TrimmedTextArea';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { whatsappPath } from '../../../lib/paths';
import { useAccounts } from '../account/api';
import { useRegisterTemplate } from './api';
import { ButtonsEditor } from './ButtonsEditor';
import { HeaderFields } from './HeaderFields';
import { TemplatePreview } from './TemplatePreview';
import { FormWithPreview } from '../components/FormWithPreview';

const DEFAULTS: TemplateForm = {
  businessId: '',
  name: '',
  language: 'en',
  category: 'MARKETING',
  headerFormat: 'NONE',
  headerText: '',
  headerExample: '',
  headerHandle: '',
  body: '',
  bodyExamples: [],
  footer: '',
  buttons: [],
};

/** An example field for each {{n}} of the body, appearing as it is typed. */
function BodyExamples({ control }: { control: Control<TemplateForm> }) {
  const body = useWatch({ control, name: 'body' }) ?? '';
  const ns = placeholdersOf(body);
  if (ns.length === 0) return null;
  return (
    <Flex
      vertical
      style={{
        paddingInlineStart: 12,
        borderInlineStart: '3px solid rgba(128,128,128,.25)',
        marginBottom: 16,
      }}
    >
      {ns.map((n) => (
        <FormField
          key={n}
          control={control}
          name={`bodyExamples.${n - 1}`}
          label={`Example for {{${n}}}`}
          required
        >
          {(field) => <TrimmedInput {...field} />}
        </FormField>
      ))}
    </Flex>
  );
}

/** The preview of the form as it stands. */
function LivePreview({ control }: { control: Control<TemplateForm> }) {
  const draft = useWatch({ control }) as Partial<TemplateForm>;
  const components = useMemo(() => draftComponentsOf(draft), [draft]);
  return <TemplatePreview components={components} />;
}

/**
 * /whatsapp/message-template/add (spec 03 §3.1, §7.3): a template's name, language, category,
 * header, body with its examples, footer and buttons, with the live preview beside the form (below
 * it on narrow screens); Submit registers it with WhatsApp.
 */
export function AddTemplatePage() {
  const navigate = useNavigate();
  const register = useRegisterTemplate();
  const accounts = useAccounts();
  const businesses = [...new Set((accounts.data ?? []).map((a) => a.businessId))];
  const form = useForm<TemplateForm, unknown, TemplateFormOutput>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: DEFAULTS,
  });
  const { control, formState } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const res = await register.mutateAsync({ body: { ...body, businessId: body.businessId || undefined } });
      navigate(whatsappPath('message-template'));
      return { message: res.message };
    },
    { fallback: 'Failed to register the template' },
  );
  const buttonsError = (formState.errors.buttons as { message?: string } | undefined)?.message;

  return (
    <FormWithPreview
      title="Add Message Template"
      subtitle="WhatsApp reviews each template before campaigns may send it; that usually takes minutes."
      formError={formError}
      preview={
        <>
          <LivePreview control={control} />
        </>
      }
    >
      <Form component={false} layout="vertical">
        <form onSubmit={onSubmit} noValidate aria-label="Message template">
          {businesses.length > 1 && (
            <FormField control={control} name="businessId" label="WhatsApp business account" required>
              {({ value, onChange, ...field }) => (
                <Select
                  {...field}
                  value={value || undefined}
                  onChange={onChange}
                  options={businesses.map((b) => ({ value: b, label: b }))}
                />
              )}
            </FormField>
          )}
          <FormField
            control={control}
            name="name"
            label="Template name"
            required
            extra="Lowercase letters, digits and underscores, e.g. diwali_offer."
          >
            {({ onChange, ...field }) => (
              <TrimmedInput
                {...field}
                onChange={(v: string) => onChange(v.toLowerCase().replace(/\s/g, '_'))}
                maxLength={TEMPLATE_LIMITS.name}
                autoComplete="off"
              />
            )}
          </FormField>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <FormField control={control} name="language" label="Language" required>
                {({ value, onChange, ...field }) => (
                  <Select
                    {...field}
                    value={value}
                    onChange={onChange}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={TEMPLATE_LANGUAGES.map((l) => ({
                      value: l.value,
                      label: `${l.label} (${l.value})`,
                    }))}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} sm={12}>
              <FormField control={control} name="category" label="Category" required>
                {({ value, onChange, ...field }) => (
                  <Select
                    {...field}
                    value={value}
                    onChange={onChange}
                    options={TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
                  />
                )}
              </FormField>
            </Col>
          </Row>
          <Divider />
          <HeaderFields form={form} />
          <FormField
            control={control}
            name="body"
            label="Body"
            required
            extra={
              // Room on the right for the character count, which antd draws over this line.
              <span style={{ display: 'block', paddingInlineEnd: 80 }}>
                *bold*, _italic_, ~strikethrough~; {'{{1}}, {{2}}…'} for what changes per message.
              </span>
            }
          >
            {(field) => (
              <TrimmedTextArea
                {...field}
                autoSize={{ minRows: 4, maxRows: 12 }}
                maxLength={TEMPLATE_LIMITS.body}
                showCount
              />
            )}
          </FormField>
          <BodyExamples control={control} />
          <FormField control={control} name="footer" label="Footer">
            {(field) => <TrimmedInput {...field} maxLength={TEMPLATE_LIMITS.footer} showCount />}
          </FormField>
          <Divider />
          <ButtonsEditor control={control} error={buttonsError} />
          <Divider />
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={submitting}>
              Submit
            </Button>
            <Button onClick={() => navigate(whatsappPath('message-template'))}>Cancel</Button>
          </Flex>
        </form>
      </Form>
    </FormWithPreview>
  );
}
