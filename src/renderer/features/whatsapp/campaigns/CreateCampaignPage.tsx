import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Empty, Flex, Form, Select } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { CAMPAIGN_MESSAGES as M } from '../../../../shared/whatsapp/campaigns';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { whatsapp } from '../../../lib/paths';
import { TemplatePreview, useApprovedTemplates } from '../templates';
import { useCreateCampaign, useGroupChoices } from './api';
import {
  campaignFormSchema,
  createPayload,
  EMPTY_CAMPAIGN_FORM,
  previewValues,
  templateChosen,
  type CampaignForm,
  type CampaignFormOutput,
  type VariableRow,
} from './campaignForm';
import { HeaderMediaField } from './HeaderMediaField';
import { VariableRows } from './VariableRows';
import { FormWithPreview } from '../components/FormWithPreview';

/**
 * /whatsapp/messages/add (spec 03 §2.6, §4, §5.1, §8.1): name, an APPROVED template, opt-out text,
 * groups, header media, a row per {{n}} and the live preview; Run Campaign goes back to the list.
 */
export function CreateCampaignPage() {
  const navigate = useNavigate();
  const templates = useApprovedTemplates();
  const groups = useGroupChoices();
  const create = useCreateCampaign();
  const form = useForm<CampaignForm, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: EMPTY_CAMPAIGN_FORM,
  });
  const { control, setValue, getValues } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (values) => {
      const res = await create.mutateAsync({ body: createPayload(values) });
      navigate(whatsapp.path('messages'));
      return { message: res.message || M.created };
    },
    { fallback: M.createFailed, failureToast: true, shownElsewhere: ['Header', 'Body', 'Buttons'] },
  );
  const [templateId, headerType, headerMedia, variables] = useWatch({
    control,
    name: ['TemplateId', 'headerType', 'headerMedia', 'variables'],
  });
  const template = templates.data?.find((t) => t.id === templateId) ?? null;

  const chooseTemplate = (id: number | undefined) => {
    const chosen = templates.data?.find((t) => t.id === id) ?? null;
    setValue('TemplateId', id as number, { shouldValidate: false });
    const derived = templateChosen(chosen?.components ?? null);
    setValue('headerType', derived.headerType);
    setValue('headerMedia', derived.headerMedia);
    setValue('variables', derived.variables);
  };
  const setSource = (i: number, source: VariableRow['ValueSource']) => {
    const row = getValues(`variables.${i}`);
    setValue(`variables.${i}`, { ...row, ValueSource: source, StaticValue: '', ContactFieldName: undefined });
  };

  const busy = templates.isPending || groups.isPending || submitting;
  const noTemplates = templates.isSuccess && templates.data.length === 0;

  return (
    <FormWithPreview
      title="Create Message Campaign"
      subtitle="Sends the template once to each opted-in number of the chosen groups."
      formError={formError}
      preview={
        <>
          {template ? (
            <TemplatePreview
              components={template.components}
              values={previewValues(variables)}
              mediaUrl={headerType === 'IMAGE' && headerMedia ? headerMedia : null}
            />
          ) : (
            <Card>
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Choose a template to see the message"
              />
            </Card>
          )}
        </>
      }
    >
      {(templates.isError || groups.isError) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={templates.isError ? 'The templates could not be loaded.' : 'The groups could not be loaded.'}
          action={
            <Button
              size="small"
              onClick={() => void (templates.isError ? templates.refetch() : groups.refetch())}
            >
              Try again
            </Button>
          }
        />
      )}
      {noTemplates && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="No approved templates yet"
          description={
            <>
              A campaign sends an approved template.{' '}
              <Link to={whatsapp.path('message-template')}>Add or sync templates</Link>.
            </>
          }
        />
      )}
      <Form component={false} layout="vertical">
        <form onSubmit={onSubmit} noValidate aria-label="Message campaign">
          <FormField control={control} name="Name" label="Campaign Name">
            {(field) => <TrimmedInput {...field} maxLength={200} placeholder="e.g. Diwali offer" />}
          </FormField>
          <FormField control={control} name="TemplateId" label="Template" required>
            {({ value, onChange: _onChange, ref: _ref, ...field }) => (
              <Select
                {...field}
                value={value}
                allowClear
                showSearch
                optionFilterProp="label"
                loading={templates.isPending}
                placeholder="Choose an approved template"
                onChange={(id: number | undefined) => chooseTemplate(id)}
                options={(templates.data ?? []).map((t) => ({
                  value: t.id,
                  label: `${t.name} (${t.language})`,
                }))}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="OptOutText"
            label="Opt-out Text"
            extra="A contact who replies with this text (or STOP) is not sent to again."
          >
            {(field) => <TrimmedInput {...field} maxLength={60} placeholder="e.g. Stop promotions" />}
          </FormField>
          <FormField control={control} name="GroupIds" label="Groups" required>
            {({ value, onChange, ref: _ref, ...field }) => (
              <Select
                {...field}
                mode="multiple"
                value={value}
                onChange={onChange}
                loading={groups.isPending}
                optionFilterProp="label"
                placeholder="Choose groups"
                notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No groups" />}
                options={(groups.data ?? []).map((g) => ({
                  value: g.id,
                  label: `${g.name} (${g.memberCount})`,
                }))}
              />
            )}
          </FormField>
          {headerType !== 'NONE' && (
            <FormField
              control={control}
              name="headerMedia"
              label={headerType === 'LOCATION' ? 'Location (map link)' : 'Header Media'}
              required
              extra={
                headerType === 'IMAGE'
                  ? 'A png or jpeg image, up to 5 MB.'
                  : headerType === 'VIDEO'
                    ? 'A video, up to 16 MB.'
                    : headerType === 'DOCUMENT'
                      ? 'A pdf, doc, docx or txt document, up to 20 MB.'
                      : 'A map address with its latitude and longitude.'
              }
            >
              {({ value, onChange, id, status, ...field }) => (
                <HeaderMediaField
                  id={id}
                  headerType={headerType}
                  value={value}
                  onChange={onChange}
                  status={status}
                  aria-invalid={field['aria-invalid']}
                  aria-describedby={field['aria-describedby']}
                />
              )}
            </FormField>
          )}
          <VariableRows control={control} rows={variables} onSource={setSource} />
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={busy}>
              Run Campaign
            </Button>
            <Button onClick={() => navigate(whatsapp.path('messages'))}>Cancel</Button>
          </Flex>
        </form>
      </Form>
    </FormWithPreview>
  );
}
