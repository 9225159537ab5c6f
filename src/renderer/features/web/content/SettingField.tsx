import { Button, Flex, Input, Select, Switch, theme, Typography } from 'antd';
import type { Control } from 'react-hook-form';
import type { WebSetting } from '../../../../shared/web-templates/package-rules';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { TrimmedTextArea } from '../../../components/form/TrimmedTextArea';
import { ImageCropUpload } from '../../../components/ImageCropUpload';
import { uploadCroppedImage } from '../../../components/ImageCropUpload/uploadCropped';
import { useUploadInput } from '../../../components/UploadInput';
import { isPackageImage, SETTING_LIMITS, type ContentFormValues } from './settingsForm';

/** One field of the Content form, as the template's setting declares it (its key, label, type). */
export function SettingField({
  control,
  setting: s,
  disabled,
}: {
  control: Control<ContentFormValues>;
  setting: WebSetting;
  disabled?: boolean;
}) {
  const name = `content.${s.key}` as const;
  switch (s.type) {
    case 'text':
      return (
        <FormField control={control} name={name} label={s.label}>
          {(field) => (
            <TrimmedInput
              {...field}
              value={field.value as string}
              count={{ max: SETTING_LIMITS.text, show: false }}
              maxLength={SETTING_LIMITS.text}
              disabled={disabled}
            />
          )}
        </FormField>
      );
    case 'textarea':
      return (
        <FormField control={control} name={name} label={s.label}>
          {(field) => (
            <TrimmedTextArea
              {...field}
              value={field.value as string}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={SETTING_LIMITS.textarea}
              disabled={disabled}
            />
          )}
        </FormField>
      );
    case 'color':
      return (
        <FormField control={control} name={name} label={s.label} extra={`Default ${s.default}`}>
          {({ value, onChange, onBlur, id, ref, ...aria }) => (
            <Flex gap={8} align="center">
              <Input
                {...aria}
                id={id}
                ref={ref}
                type="color"
                value={value as string}
                onChange={(e) => onChange(e.target.value.toUpperCase())}
                onBlur={onBlur}
                disabled={disabled}
                style={{ width: 56, padding: 2, height: 32 }}
              />
              <Typography.Text code>{value as string}</Typography.Text>
            </Flex>
          )}
        </FormField>
      );
    case 'boolean':
      return (
        <FormField control={control} name={name} label={s.label}>
          {({ value, onChange, id, ref, ...aria }) => (
            <Switch
              id={id}
              ref={ref}
              checked={value === true}
              onChange={onChange}
              disabled={disabled}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
            />
          )}
        </FormField>
      );
    case 'select':
      return (
        <FormField control={control} name={name} label={s.label}>
          {({ value, onChange, onBlur, id, status, ...aria }) => (
            <Select
              id={id}
              value={value as string}
              onChange={onChange}
              onBlur={onBlur}
              status={status}
              disabled={disabled}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              options={s.options.map((o) => ({ value: o, label: o }))}
              style={{ maxWidth: 320 }}
            />
          )}
        </FormField>
      );
    case 'image':
      return (
        <FormField control={control} name={name} label={s.label}>
          {({ value, onChange, id, ...aria }) => (
            <SettingImageInput
              id={id}
              value={value as string}
              fallback={s.default}
              onChange={onChange}
              disabled={disabled}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
            />
          )}
        </FormField>
      );
  }
}

/**
 * A picture of the site: the template's own (an `assets/…` default) until the user uploads one,
 * stored public (a website asset) at once; Remove goes back to the template's picture.
 */
function SettingImageInput({
  id,
  value,
  fallback,
  onChange,
  disabled,
  ...aria
}: {
  id: string;
  value: string;
  fallback: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const { token } = theme.useToken();
  const { uploading, store } = useUploadInput<string>({ onChange });
  const uploaded = value && !isPackageImage(value) ? value : null;
  return (
    <Flex vertical gap={8} {...aria}>
      <div
        style={{
          width: 220,
          aspectRatio: '16 / 9',
          borderRadius: token.borderRadius,
          border: `1px ${uploaded ? 'solid' : 'dashed'} ${token.colorBorder}`,
          background: token.colorFillQuaternary,
          overflow: 'hidden',
        }}
      >
        {uploaded ? (
          <img src={uploaded} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Flex align="center" justify="center" style={{ height: '100%', padding: 8, textAlign: 'center' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {value || fallback ? "The design's own picture" : 'No picture'}
            </Typography.Text>
          </Flex>
        )}
      </div>
      <Flex gap={8} wrap>
        <ImageCropUpload
          id={id}
          aspect={16 / 9}
          buttonText={uploaded ? 'Change picture' : 'Upload picture'}
          cropTitle="Crop the picture"
          disabled={disabled || uploading}
          onChange={(image) => void store(() => uploadCroppedImage(image, { isWeb: true }))}
        />
        {uploaded && (
          <Button onClick={() => onChange(fallback)} disabled={disabled || uploading}>
            Use the design&apos;s picture
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
