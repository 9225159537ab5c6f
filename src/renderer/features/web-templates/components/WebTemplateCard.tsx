import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Flex, theme, Tooltip, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WEB_TEMPLATE_MESSAGES as M, type WebTemplate } from '../../../../shared/web-templates/schemas';
import { DefaultChoice } from '../../../components/DefaultChoice';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastSuccess, toastWarning } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { editWebTemplatePath } from '../paths';
import { useDeleteWebTemplate, useSetDefaultWebTemplate } from '../api';
import { COVER_ASPECT } from './CoverImageInput';

/** The cover at the shape it was cropped to; a plain placeholder when the image cannot be loaded. */
function Cover({ src }: { src: string }) {
  const { token } = theme.useToken();
  const [broken, setBroken] = useState(false);
  return (
    <div style={{ aspectRatio: COVER_ASPECT, background: token.colorFillQuaternary, overflow: 'hidden' }}>
      {broken ? (
        <Flex align="center" justify="center" style={{ height: '100%' }}>
          <PictureOutlined aria-hidden style={{ fontSize: 32, color: token.colorTextQuaternary }} />
        </Flex>
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </div>
  );
}

/**
 * One web template in the admin grid (spec 01 section 2): its cover and name, Edit and Delete, and
 * Set as default unless it is the default, which is highlighted (a primary border and a "Default"
 * ribbon) and cannot be deleted.
 */
export function WebTemplateCard({ template }: { template: WebTemplate }) {
  const { token } = theme.useToken();
  const remove = useDeleteWebTemplate();
  const makeDefault = useSetDefaultWebTemplate();
  const onError = useApiErrorHandler();
  const { id, templateName: name, isDefault } = template;
  const nameId = useId();

  const confirmDelete = async () => {
    // The server refuses it too (409); saying so here spares a pointless confirmation.
    if (isDefault) {
      toastWarning(M.defaultNotDeletable);
      return;
    }
    const ok = await confirmAction({
      title: 'Delete template?',
      content: `"${name}" will no longer be offered for new websites. Websites already built on it keep it.`,
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      const { message } = await remove.mutateAsync({ params: { id } });
      toastSuccess(message ?? M.deleted);
    } catch (err) {
      onError(err);
    }
  };

  const setDefault = async () => {
    try {
      const { message } = await makeDefault.mutateAsync({ params: { id } });
      toastSuccess(message ?? M.madeDefault);
    } catch (err) {
      onError(err);
    }
  };

  const actions: ReactNode[] = [
    <Tooltip key="edit" title="Edit">
      <Link to={editWebTemplatePath(id)} aria-label={`Edit ${name}`}>
        <EditOutlined aria-hidden />
      </Link>
    </Tooltip>,
    <Tooltip key="delete" title={isDefault ? 'The default template cannot be deleted' : 'Delete'}>
      <Button
        type="text"
        size="small"
        danger={!isDefault}
        icon={<DeleteOutlined aria-hidden />}
        loading={remove.isPending}
        aria-label={`Delete ${name}`}
        onClick={() => void confirmDelete()}
      />
    </Tooltip>,
  ];

  const card = (
    <Card
      cover={<Cover src={template.coverImageURL} />}
      actions={actions}
      style={{
        height: '100%',
        overflow: 'hidden',
        ...(isDefault
          ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 1px ${token.colorPrimary}` }
          : {}),
      }}
      styles={{ body: { padding: '12px 16px' } }}
    >
      <Flex vertical gap={8}>
        <Typography.Text id={nameId} strong ellipsis={{ tooltip: name }} style={{ fontSize: 15 }}>
          {name}
        </Typography.Text>
        <DefaultChoice
          isDefault={isDefault}
          defaultText="Default template"
          setText="Set as default"
          busy={makeDefault.isPending}
          describedBy={nameId}
          onSet={() => void setDefault()}
        />
      </Flex>
    </Card>
  );

  return isDefault ? (
    <Badge.Ribbon text="Default" color={token.colorPrimary}>
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
