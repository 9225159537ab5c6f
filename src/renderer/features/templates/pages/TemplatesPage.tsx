import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useNavigate } from 'react-router-dom';
import { templatesContract } from '../../../../shared/templates/contract';
import type { Template } from '../../../../shared/templates/schemas';
import { DataTable } from '../../../components/DataTable';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { toastSuccess } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { formatDate } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { editTemplatePath, TEMPLATE_PATHS } from '../paths';
import { useDeleteTemplate, useTemplateStatus } from '../api';

/** Who a template reaches, in a few words. */
function assignedTo(t: Template): string {
  if (t.isGeneral) return 'General';
  const users = t.assignAllUsers ? 'all users' : `${t.user.length} user${t.user.length === 1 ? '' : 's'}`;
  const categories = t.assignAllCategories
    ? 'all categories'
    : `${t.category.length} categor${t.category.length === 1 ? 'y' : 'ies'}`;
  return `${users}, ${categories}`;
}

/** The list's active switch (PUT Template/{id}/UpdateStatus). */
function StatusToggle({ template }: { template: Template }) {
  const toggle = useTemplateStatus();
  const onError = useApiErrorHandler();
  return (
    <Switch
      size="small"
      checked={template.isActive}
      aria-label={`Active: ${template.templateName}`}
      disabled={toggle.isPending}
      onChange={(isActive) =>
        void toggle
          .mutateAsync({ params: { id: template.id }, body: { isActive } })
          .then(({ message }) => toastSuccess(message ?? 'Status updated'), onError)
      }
    />
  );
}

function Actions({ template }: { template: Template }) {
  const remove = useDeleteTemplate();
  return (
    <EditDeleteActions
      name={template.templateName}
      editPath={editTemplatePath(template.id)}
      confirm={{
        title: 'Delete template?',
        content: `"${template.templateName}" will leave the list and every user's Post home.`,
      }}
      remove={() => remove.mutateAsync({ params: { id: template.id } })}
      deleting={remove.isPending}
    />
  );
}

const columns: ColumnsType<Template> = [
  {
    title: 'Cover',
    key: 'cover',
    width: 96,
    render: (_, t) => (
      <img
        src={t.coverImageURL}
        alt=""
        style={{ width: 80, aspectRatio: 16 / 10, objectFit: 'cover', borderRadius: 6, display: 'block' }}
      />
    ),
  },
  {
    title: 'Template Name',
    dataIndex: 'templateName',
    key: 'templateName',
    sorter: true,
    render: (name: string, t) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t.zipFileName}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: 'Assign To', key: 'assignTo', render: (_, t) => assignedTo(t) },
  {
    title: 'Default',
    key: 'isDefault',
    render: (_, t) =>
      t.isDefault ? (
        <Tag color="processing" icon={<StarFilled aria-hidden />}>
          Default
        </Tag>
      ) : null,
  },
  {
    title: 'Created Date',
    dataIndex: 'createdDate',
    key: 'createdDate',
    sorter: true,
    render: (v: string) => formatDate(v),
  },
  { title: 'Active', key: 'isActive', render: (_, t) => <StatusToggle template={t} /> },
  { title: 'Action', key: 'action', render: (_, t) => <Actions template={t} /> },
];

/** admin/template (spec 01 section 2): the design templates, the default first, with a status toggle. */
export function TemplatesPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title="Templates"
        subtitle="The designs users find on their Post home, drawn with their own brand."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(TEMPLATE_PATHS.add)}>
            Add Template
          </Button>
        }
      />
      <Card>
        <DataTable
          endpoint={templatesContract.templates}
          rowKey="id"
          columns={columns}
          search={{ label: 'Search templates', placeholder: 'Search templates' }}
        />
      </Card>
    </>
  );
}
