import { CloudUploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { webContract } from '../../../../shared/web/contract';
import { WEB_MESSAGES, type Website } from '../../../../shared/web/schemas';
import { toastError } from '../../../components/feedback/toast';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { webPath } from '../../../lib/paths';
import { endpointPrefix } from '../../../lib/queryKeys';
import { useSaveWebsite, useTemplateChoices } from '../api';
import { BrandPanel } from '../content/BrandPanel';
import { ContentForm } from '../content/ContentForm';
import { ProductsPanel } from '../content/ProductsPanel';
import { CreateWebsite } from '../components/CreateWebsite';
import { SitePreview } from '../components/SitePreview';
import { TemplateGallery } from '../components/TemplateGallery';
import { WebsiteGate } from '../components/WebsiteGate';

/**
 * The Content tab (issue 24): the site's words, colours and pictures (the template's settings), its
 * design, its product pages and the company details it shows, beside a live preview of the draft.
 * Before the website exists, the first screen that creates it.
 */
export function WebContentPage() {
  return (
    <>
      <PageHeading title="Website Content" subtitle="What your website says and how it looks." />
      <WebsiteGate empty={<CreateWebsite />}>{(site) => <ContentEditor website={site} />}</WebsiteGate>
    </>
  );
}

function ContentEditor({ website }: { website: Website }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const choices = useTemplateChoices();
  const { save, mutation } = useSaveWebsite(website.id);
  const refreshPreview = () =>
    void client.invalidateQueries({ queryKey: endpointPrefix(webContract.previewWebsite) });

  const switchTemplate = async (webTemplateId: number) => {
    if (webTemplateId === website.webTemplateId) return;
    try {
      await save({ webTemplateId });
      refreshPreview();
    } catch (err) {
      toastError(err);
    }
  };

  if (choices.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (choices.isError) return <LoadFailedCard query={choices} fallback="The designs could not be loaded." />;
  const template = choices.data.find((t) => t.id === website.webTemplateId);

  const tabs = [
    {
      key: 'content',
      label: 'Content',
      children: (
        <>
          {!template && (
            <Alert
              type="warning"
              showIcon
              title={WEB_MESSAGES.templateUnavailable}
              style={{ marginBottom: 16 }}
            />
          )}
          <ContentForm
            // A new design has other settings: the form starts again from its fields.
            key={website.webTemplateId}
            website={website}
            settings={template?.settings ?? []}
            onSaved={refreshPreview}
          />
        </>
      ),
    },
    {
      key: 'design',
      label: 'Design',
      children: (
        <TemplateGallery
          choices={choices.data}
          value={template ? website.webTemplateId : null}
          disabled={mutation.isPending}
          onChange={(id) => void switchTemplate(id)}
        />
      ),
    },
    { key: 'products', label: 'Products', children: <ProductsPanel siteUrl={website.url} /> },
    { key: 'company', label: 'Company', children: <BrandPanel /> },
  ];

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={10}>
        <Card
          styles={{ body: { paddingTop: 4 } }}
          title={template ? `Design: ${template.templateName}` : 'Your website'}
          extra={
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              onClick={() => navigate(webPath('publish/:id', { id: website.id }))}
            >
              Publish
            </Button>
          }
        >
          <Tabs items={tabs} />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <div style={{ position: 'sticky', top: 16 }}>
          <SitePreview websiteId={website.id} title="Live preview" />
        </div>
      </Col>
    </Row>
  );
}
