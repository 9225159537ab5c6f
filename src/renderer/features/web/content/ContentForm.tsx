import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Empty, Flex, Typography } from 'antd';
import { useMemo, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Website } from '../../../../shared/web/schemas';
import type { WebSetting } from '../../../../shared/web-templates/package-rules';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { useSaveWebsite } from '../api';
import { SlugField } from '../components/SlugField';
import { SettingField } from './SettingField';
import { contentBody, contentFormSchema, contentFormValues, type ContentFormValues } from './settingsForm';
import { AUTOSAVE_TEXT, useContentAutosave, type AutosaveState } from './useContentAutosave';

const STATE_ICON: Record<AutosaveState, ReactNode> = {
  saved: <CheckCircleOutlined />,
  pending: null,
  saving: <LoadingOutlined />,
  failed: <ExclamationCircleOutlined />,
};

/**
 * The site's address and the template's settings (issue 24, Content): one field per setting, saved
 * by itself after a pause (PUT /api/Website/:id); a refusal's field errors show on their fields.
 * `onSaved` refreshes the preview.
 */
export function ContentForm({
  website,
  settings,
  onSaved,
}: {
  website: Website;
  settings: readonly WebSetting[];
  onSaved: () => void;
}) {
  const { save } = useSaveWebsite(website.id);
  const schema = useMemo(() => contentFormSchema(settings), [settings]);
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: contentFormValues(settings, website),
    mode: 'onChange',
  });
  const ok = useRef(false);
  const { onSubmit, formError } = useFormSubmit(form, async (values) => {
    await save(contentBody(settings, values));
    ok.current = true;
    onSaved();
  });
  const state = useContentAutosave(
    form,
    (v) => contentBody(settings, v),
    async () => {
      ok.current = false;
      await onSubmit();
      return ok.current;
    },
  );

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 8, minHeight: 22 }}>
        <Typography.Text
          type={state === 'failed' ? 'danger' : 'secondary'}
          role="status"
          aria-live="polite"
          style={{ fontSize: 13 }}
        >
          <Flex gap={6} align="center">
            {STATE_ICON[state]}
            {AUTOSAVE_TEXT[state]}
          </Flex>
        </Typography.Text>
      </Flex>
      <VerticalForm label="Website content" onSubmit={onSubmit} formError={formError}>
        <SlugField
          control={form.control}
          extra="Lower-case letters, digits and hyphens. A new address is used once you publish."
          addonBefore="/s/"
        />
        {settings.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This design has no settings to change." />
        ) : (
          settings.map((s) => <SettingField key={s.key} control={form.control} setting={s} />)
        )}
      </VerticalForm>
    </>
  );
}
