import { zodResolver } from '@hookform/resolvers/zod';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { slugFrom } from '../../../../shared/web-templates/slugs';
import { siteSlugSchema, WEB_MESSAGES } from '../../../../shared/web/schemas';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { useServerOrigin } from '../../../lib/desktop';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { companyNameOf, useMe } from '../../account';
import { useCreateWebsite, useTemplateChoices } from '../api';
import { siteAddressPrefix } from './siteAddress';
import { SlugField } from './SlugField';
import { TemplateGallery } from './TemplateGallery';

const createSchema = z.object({
  webTemplateId: z.number({ error: 'Choose a design' }).int().positive('Choose a design'),
  slug: siteSlugSchema,
});
type CreateValues = z.input<typeof createSchema>;

/**
 * A User without a website (issue 24): a friendly first screen with the template gallery (the
 * default chosen) and the address, made from the company name and editable, then Create. 402 opens
 * the Limit exceeded dialog; a taken or reserved address shows on its field.
 */
export function CreateWebsite() {
  const me = useMe();
  const choices = useTemplateChoices();
  if (choices.isPending || me.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (choices.isError) return <LoadFailedCard query={choices} fallback="The designs could not be loaded." />;
  if (choices.data.length === 0)
    return (
      <Card>
        <Result status="info" title="No designs yet" subTitle={WEB_MESSAGES.noTemplate} />
      </Card>
    );
  const company = me.data ? companyNameOf(me.data) : '';
  return (
    <CreateWebsiteForm
      choices={choices.data}
      defaultTemplate={(choices.data.find((c) => c.isDefault) ?? choices.data[0]).id}
      defaultSlug={slugFrom(company)}
    />
  );
}

function CreateWebsiteForm({
  choices,
  defaultTemplate,
  defaultSlug,
}: {
  choices: Parameters<typeof TemplateGallery>[0]['choices'];
  defaultTemplate: number;
  defaultSlug: string;
}) {
  const create = useCreateWebsite();
  const origin = useServerOrigin();
  const mobile = useMediaQuery(MEDIA.mobile);
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: { webTemplateId: defaultTemplate, slug: defaultSlug },
  });
  const { onSubmit, formError, submitting } = useFormSubmit(form, (body) => create(body), {
    successToast: WEB_MESSAGES.created,
  });
  const chosen = form.watch('webTemplateId');

  return (
    <Card>
      <Flex vertical align="center" gap={4} style={{ textAlign: 'center', marginBottom: 24 }}>
        <GlobalOutlined aria-hidden style={{ fontSize: 40, color: 'var(--ant-color-primary)' }} />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          Let&apos;s build your website
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: 0 }}>
          Pick a design and an address. Your company details, products and updates fill it in; you can change
          the words, colours and pictures afterwards and publish when you are ready.
        </Typography.Paragraph>
      </Flex>
      <VerticalForm label="Create your website" onSubmit={onSubmit} formError={formError}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          1. Choose a design
        </Typography.Title>
        <div style={{ marginBottom: 24 }}>
          <TemplateGallery
            choices={choices}
            value={chosen}
            disabled={submitting}
            onChange={(id) => form.setValue('webTemplateId', id, { shouldDirty: true })}
          />
        </div>
        <Typography.Title level={5}>2. Choose your address</Typography.Title>
        <SlugField
          control={form.control}
          extra="Lower-case letters, digits and hyphens. You can change it later."
          // A phone has no room for the whole address before the field: the path says enough.
          addonBefore={mobile ? '/s/' : origin === null ? undefined : siteAddressPrefix(origin)}
          placeholder="your-company"
          style={{ maxWidth: 560 }}
        />
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          Create Website
        </Button>
      </VerticalForm>
    </Card>
  );
}
