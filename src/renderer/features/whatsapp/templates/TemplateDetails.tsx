import { Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { CATEGORY_LABELS, languageLabel } from '../../../../shared/whatsapp/templates-form';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { formatDateTime } from '../../../components/format/dates';
import { useTemplate } from './api';
import { TemplatePreview } from './TemplatePreview';
import { TemplateStatus } from './TemplateStatus';

/** A template's details beside its preview, in a drawer over the list. */
export function TemplateDetails({ id, onClose }: { id: number | null; onClose: () => void }) {
  const template = useTemplate(id);
  const t = template.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t ? t.name : 'Template'}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {template.isPending ? (
        <div role="status" aria-label="Loading the template">
          <Skeleton active />
        </div>
      ) : template.isError ? (
        <LoadFailedCard query={template} fallback="Failed to load the template" />
      ) : (
        t && (
          <Flex vertical gap={20}>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'category', label: 'Category', children: CATEGORY_LABELS[t.category] ?? t.category },
                {
                  key: 'language',
                  label: 'Language',
                  children: `${languageLabel(t.language)} (${t.language})`,
                },
                {
                  key: 'status',
                  label: 'Status',
                  children: <TemplateStatus status={t.status} reason={t.reason} />,
                },
                { key: 'updated', label: 'Updated', children: formatDateTime(t.updatedDate) },
                {
                  key: 'synced',
                  label: 'Last read from WhatsApp',
                  children: t.syncedDate ? formatDateTime(t.syncedDate) : '—',
                },
              ]}
            />
            <TemplatePreview components={t.components} />
          </Flex>
        )
      )}
    </Drawer>
  );
}
