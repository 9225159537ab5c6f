import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { placeholdersOf, TEMPLATE_LIMITS } from '../../../../shared/whatsapp/templates';
import {
  HEADER_CHOICES,
  isMediaHeader,
  type MediaHeader,
  type TemplateForm,
  type TemplateFormOutput,
} from '../../../../shared/whatsapp/templates-form';
import { errorText } from '../../../components/feedback/errorText';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useUploadSample } from './api';

const CHOICE_LABELS: Record<(typeof HEADER_CHOICES)[number], string> = {
  NONE: 'None',
  TEXT: 'Text',
  IMAGE: 'Image',
  VIDEO: 'Video',
  DOCUMENT: 'Document',
  LOCATION: 'Location',
};
const ACCEPT: Record<MediaHeader, string> = {
  IMAGE: 'image/png,image/jpeg',
  VIDEO: 'video/mp4',
  DOCUMENT: 'application/pdf',
};

/** The header: none, text with its example, a media sample sent on to Meta, or a location. */
export function HeaderFields({ form }: { form: UseFormReturn<TemplateForm, unknown, TemplateFormOutput> }) {
  const { control, setValue, setError, clearErrors } = form;
  const format = useWatch({ control, name: 'headerFormat' }) ?? 'NONE';
  const text = useWatch({ control, name: 'headerText' }) ?? '';
  const businessId = useWatch({ control, name: 'businessId' });
  const upload = useUploadSample();
  const [sample, setSample] = useState<string | null>(null);

  const send = async (file: File) => {
    if (!isMediaHeader(format)) return;
    clearErrors('headerHandle');
    try {
      const res = await upload.mutateAsync({
        body: { format, businessId: businessId || undefined },
        files: { file: { name: file.name, data: file, type: file.type } },
      });
      setValue('headerHandle', res.data.handle, { shouldValidate: true });
      setSample(file.name);
    } catch (err) {
      setValue('headerHandle', '');
      setSample(null);
      setError('headerHandle', { message: errorText(err, 'Failed to upload the sample') });
    }
  };

  return (
    <>
      <FormField control={control} name="headerFormat" label="Header">
        {({ value, onChange, id, ...rest }) => (
          <Radio.Group
            id={id}
            aria-label="Header"
            value={value}
            onChange={(e) => {
              onChange(e.target.value);
              setValue('headerHandle', '');
              setSample(null);
            }}
            optionType="button"
            options={HEADER_CHOICES.map((c) => ({ value: c, label: CHOICE_LABELS[c] }))}
            aria-describedby={rest['aria-describedby']}
          />
        )}
      </FormField>
      {format === 'TEXT' && (
        <>
          <FormField
            control={control}
            name="headerText"
            label="Header text"
            required
            extra="It may hold one variable, {{1}}."
          >
            {(field) => <TrimmedInput {...field} maxLength={TEMPLATE_LIMITS.headerText} showCount />}
          </FormField>
          {placeholdersOf(text).length > 0 && (
            <FormField control={control} name="headerExample" label="Example for the header’s {{1}}" required>
              {(field) => <TrimmedInput {...field} />}
            </FormField>
          )}
        </>
      )}
      {isMediaHeader(format) && (
        <FormField
          control={control}
          name="headerHandle"
          label={`Sample ${CHOICE_LABELS[format].toLowerCase()}`}
          required
          extra="WhatsApp reviews the template with this sample; each campaign sends its own file."
        >
          {({ id }) => (
            <Flex gap={8} align="center" wrap>
              <Upload
                accept={ACCEPT[format]}
                showUploadList={false}
                beforeUpload={(file) => {
                  void send(file);
                  return false;
                }}
              >
                <Button id={id} icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
                  Upload sample
                </Button>
              </Upload>
              {sample && <Typography.Text type="success">{sample} uploaded</Typography.Text>}
            </Flex>
          )}
        </FormField>
      )}
      {format === 'LOCATION' && (
        <Typography.Paragraph type="secondary">
          Each campaign gives the location it shares.
        </Typography.Paragraph>
      )}
    </>
  );
}
