import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Badge, Button, Card, Dropdown, Flex, Popconfirm, Tag, theme, Tooltip, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_FRAME_LABELS, FRAME_MESSAGES, type Frame } from '../../../../shared/frames/schemas';
import type { FrameSvgBrand } from '../../../../shared/frames/svg';
import { DefaultChoice } from '../../../components/DefaultChoice';
import { saveBytes, withExtension } from '../../../components/download';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { MESSAGES } from '../../../components/messages';
import { downloadNfcCard, useDeleteNfcFrame, useSetDefaultFrame } from '../api';
import { frameEditPath } from '../paths';
import { FrameDrawing } from './FrameDrawing';

/** What a list lets its cards do. */
export interface FrameCardActions {
  /** An Admin's list: edits open the admin editor; assignment is offered. */
  admin: boolean;
  /** The user whose list it is, when an Admin looks at another user's frames. */
  userId?: number;
  /** Set Default (a user's lists). */
  setDefault: boolean;
  /** NFC card download as PNG or PDF, drawn with the user's brand (a user's lists). */
  download: boolean;
  /** Opens the Assign User or Assign Category dialog (admin lists). */
  onAssign?: (frame: Frame, what: 'users' | 'categories') => void;
}

export const frameTitle = (frame: Frame) => (frame.kind === 'nfc' ? frame.frameName : `Frame ${frame.id}`);

/**
 * One frame in a list (spec 01 section 2, Frames list): the frame drawn with the brand, its name,
 * the default highlighted (a primary border and a "Default" ribbon) and the actions the list offers:
 * Set Default, Edit, Assign, and for NFC frames Download (PNG or PDF) and Delete (confirmed).
 */
export function FrameCard({
  frame,
  brand,
  fonts,
  actions,
}: {
  frame: Frame;
  brand: FrameSvgBrand;
  fonts: Readonly<Record<number, string>>;
  actions: FrameCardActions;
}) {
  const { token } = theme.useToken();
  const nameId = useId();
  const onError = useApiErrorHandler();
  const makeDefault = useSetDefaultFrame();
  const remove = useDeleteNfcFrame();
  const [downloading, setDownloading] = useState(false);
  const name = frameTitle(frame);
  const nfc = frame.kind === 'nfc';
  const defaults = DEFAULT_FRAME_LABELS[frame.kind];
  const userQuery = actions.userId ? { userId: actions.userId } : {};

  const setDefault = async () => {
    try {
      const { message } = await makeDefault.mutateAsync({ params: { id: frame.id }, query: userQuery });
      toastSuccess(message ?? FRAME_MESSAGES.madeDefault);
    } catch (err) {
      onError(err);
    }
  };

  const deleteFrame = async () => {
    try {
      const { message } = await remove.mutateAsync({ params: { id: frame.id } });
      toastSuccess(message ?? FRAME_MESSAGES.deleted);
    } catch (err) {
      // Spec 01 section 8: the error from the response.
      onError(err);
    }
  };

  const download = async (format: 'png' | 'pdf') => {
    setDownloading(true);
    try {
      const file = await downloadNfcCard({ frameId: frame.id, format, ...userQuery });
      await saveBytes({
        bytes: file.bytes,
        fileName: withExtension(name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || `nfc-card-${frame.id}`, format),
        mimeType: file.contentType,
      });
    } catch (err) {
      toastError(err, MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const buttons: ReactNode[] = [];
  if (frame.canEdit)
    buttons.push(
      <Tooltip key="edit" title="Edit">
        <Link to={frameEditPath(frame.kind, frame.id, actions.admin)} aria-label={`Edit ${name}`}>
          <EditOutlined aria-hidden />
        </Link>
      </Tooltip>,
    );
  if (actions.admin && actions.onAssign) {
    const assign = actions.onAssign;
    buttons.push(
      <Tooltip key="users" title="Assign User">
        <Button
          type="text"
          size="small"
          icon={<TeamOutlined aria-hidden />}
          aria-label={`Assign ${name} to users`}
          onClick={() => assign(frame, 'users')}
        />
      </Tooltip>,
      <Tooltip key="categories" title="Assign Category">
        <Button
          type="text"
          size="small"
          icon={<TagsOutlined aria-hidden />}
          aria-label={`Assign ${name} to categories`}
          onClick={() => assign(frame, 'categories')}
        />
      </Tooltip>,
    );
  }
  if (nfc && actions.download)
    buttons.push(
      <Dropdown
        key="download"
        trigger={['click']}
        menu={{
          items: [
            { key: 'png', label: 'Download PNG' },
            { key: 'pdf', label: 'Download PDF (card size)' },
          ],
          onClick: ({ key }) => void download(key as 'png' | 'pdf'),
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading}
          aria-label={`Download ${name}`}
        />
      </Dropdown>,
    );
  if (nfc && frame.canEdit)
    buttons.push(
      <Popconfirm
        key="delete"
        title="Delete NFC frame?"
        description={`"${name}" will be deleted.`}
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() => deleteFrame()}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={remove.isPending}
          aria-label={`Delete ${name}`}
        />
      </Popconfirm>,
    );

  const card = (
    <Card
      cover={
        <div style={{ background: token.colorFillQuaternary }}>
          <FrameDrawing
            kind={frame.kind}
            elements={frame.elements}
            imageHref={frame.frameImageURL}
            imageAspect={frame.imageAspect}
            brand={brand}
            fonts={fonts}
            label={`${name}${frame.isDefault ? ' (default)' : ''}`}
          />
        </div>
      }
      actions={buttons.length ? buttons : undefined}
      style={{
        height: '100%',
        overflow: 'hidden',
        ...(frame.isDefault
          ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 1px ${token.colorPrimary}` }
          : {}),
      }}
      styles={{ body: { padding: '12px 16px' } }}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text id={nameId} strong ellipsis={{ tooltip: name }} style={{ fontSize: 15 }}>
            {name}
          </Typography.Text>
          {nfc && <Tag style={{ marginInlineEnd: 0 }}>NFC</Tag>}
        </Flex>
        {actions.admin && (
          <Typography.Text type="secondary" ellipsis>
            By {frame.createdByName}
          </Typography.Text>
        )}
        {actions.setDefault && (
          <DefaultChoice
            isDefault={frame.isDefault}
            defaultText={`${defaults.mark} · ${defaults.use}`}
            setText="Set Default"
            busy={makeDefault.isPending}
            describedBy={nameId}
            onSet={() => void setDefault()}
          />
        )}
      </Flex>
    </Card>
  );

  return frame.isDefault && actions.setDefault ? (
    <Badge.Ribbon text={defaults.ribbon} color={token.colorPrimary}>
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
