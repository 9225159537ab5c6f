import { DownloadOutlined, EditOutlined, StarFilled } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MyTemplate } from '../../../../shared/templates/schemas';
import { saveBytes } from '../../../components/download';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { addPostPath } from '../paths';
import { downloadTemplatePng, useMyTemplates, useTemplatePng } from '../api';
import { CardGrid } from '../../../components/CardGrid';
import { TemplatePng } from './TemplatePng';

/** Post home draws each card this wide (the card is at most about half of it); Download takes 1080 px. */
const CARD_DRAW_WIDTH = 540;
const DOWNLOAD_WIDTH = 1080;

function TemplateCard({ template }: { template: MyTemplate }) {
  const navigate = useNavigate();
  const png = useTemplatePng(template.id, CARD_DRAW_WIDTH, template.updatedDate);
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      const file = await downloadTemplatePng(template.id, DOWNLOAD_WIDTH);
      const result = await saveBytes({ bytes: file.bytes, fileName: file.fileName, mimeType: 'image/png' });
      if (result.saved) toastSuccess('Image saved');
    } catch (err) {
      toastError(err, MESSAGES.downloadFailed);
    } finally {
      setSaving(false);
    }
  };
  const aspect = template.width > 0 && template.height > 0 ? template.width / template.height : 1;
  return (
    <Card
      styles={{ body: { padding: 12 } }}
      cover={
        <div style={{ padding: 12, paddingBottom: 0 }}>
          <TemplatePng
            bytes={png.data}
            loading={png.isPending}
            error={png.error}
            onRetry={() => void png.refetch()}
            alt={`${template.templateName} with your brand`}
            aspectRatio={aspect}
          />
        </div>
      }
    >
      <Flex vertical gap={8}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
            {template.templateName}
          </Typography.Text>
          {template.isDefault && (
            <Tag color="processing" icon={<StarFilled aria-hidden />} style={{ marginInlineEnd: 0 }}>
              Default
            </Tag>
          )}
        </Flex>
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={saving}
            onClick={() => void download()}
            aria-label={`Download ${template.templateName}`}
          >
            Download
          </Button>
          <Button
            type="primary"
            icon={<EditOutlined aria-hidden />}
            onClick={() => navigate(addPostPath(template.id))}
            aria-label={`Use ${template.templateName} in post`}
          >
            Use in post
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * Post home's templates (issue 12, Post home): the User's templates, the default first, each drawn
 * with their brand by the server; Download saves the 1080 px PNG, Use in post opens the post page.
 */
export function MyTemplatesGallery() {
  const list = useMyTemplates();
  if (list.isPending)
    return (
      <CardGrid label="Loading templates">
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <Card>
              <Skeleton.Node active style={{ width: '100%', height: 200 }} />
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
            </Card>
          </li>
        ))}
      </CardGrid>
    );
  if (list.isError)
    return (
      <Result
        status="error"
        title={MESSAGES.somethingWentWrong}
        subTitle={errorText(list.error, 'Your templates could not be loaded.')}
        extra={
          <Button type="primary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (list.data.length === 0)
    return (
      <Empty description="No templates yet. When your administrator adds designs for you, they appear here with your brand." />
    );
  return (
    <CardGrid label="Your templates">
      {list.data.map((t) => (
        <li key={t.id}>
          <TemplateCard template={t} />
        </li>
      ))}
    </CardGrid>
  );
}
