import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, Tooltip, Typography, theme } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import {
  POST_IMAGE_TYPES,
  POST_VIDEO_TYPES,
  UNSUPPORTED_MEDIA_MESSAGE,
  kindOfType,
  type MediaFacts,
  type MediaKind,
} from '../../../../shared/posts/media';
import { MAX_POST_IMAGES } from '../../../../shared/posts/rules';
import { toastError, toastInfo } from '../../../components/feedback/toast';
import { uploadPostMedia } from '../api';
import { useMediaSrc } from '../mediaSrc';

/** A file of the post, stored: its address and what the server measured (issue 13: rules use those). */
export interface PickedMedia {
  url: string;
  fileName: string;
  facts: MediaFacts;
}

export const mediaKindOf = (media: readonly PickedMedia[]): MediaKind =>
  media.length === 0 ? 'none' : (kindOfType(media[0].facts.mime) ?? 'none');

const ACCEPT = [...POST_IMAGE_TYPES, ...POST_VIDEO_TYPES].join(',');
const THUMB = 112;

/**
 * The post's media (spec 01 §2 Post creation: image or video): images in order, or one video;
 * each file is stored as it is picked, so the accounts list follows the server's measurements.
 */
export function MediaPicker({
  value,
  onChange,
  error,
}: {
  value: PickedMedia[];
  onChange: (next: PickedMedia[]) => void;
  error?: string;
}) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const src = useMediaSrc();
  const kind = mediaKindOf(value);

  const pick = async (files: File[]) => {
    const wanted = files.filter((f) => {
      if (kindOfType(f.type)) return true;
      toastError(`${f.name}: ${UNSUPPORTED_MEDIA_MESSAGE}`);
      return false;
    });
    if (wanted.length === 0) return;
    const video = wanted.find((f) => kindOfType(f.type) === 'video');
    // A post carries one video, or images: a video replaces what was there, images replace a video.
    let base = value;
    let batch = wanted.filter((f) => kindOfType(f.type) === 'image');
    if (video) {
      if (value.length > 0) toastInfo('A post carries one video: it replaces the other media.');
      base = [];
      batch = [video];
    } else if (kind === 'video') {
      toastInfo('A post carries images or one video: the images replace the video.');
      base = [];
    }
    const room = MAX_POST_IMAGES - base.length;
    if (batch.length > room) {
      toastInfo(`A post carries at most ${MAX_POST_IMAGES} images.`);
      batch = batch.slice(0, Math.max(room, 0));
    }
    setUploading((n) => n + batch.length);
    const stored: PickedMedia[] = [];
    for (const file of batch) {
      try {
        const facts = await uploadPostMedia(file.name, file);
        stored.push({ url: facts.url, fileName: file.name, facts });
      } catch (err) {
        toastError(err);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (stored.length > 0 || base !== value) onChange([...base, ...stored]);
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap>
        {value.length > 0 && (
          <Flex gap={12} wrap role="list" aria-label="Post media">
            {value.map((m, i) => (
              <div
                key={m.url}
                role="listitem"
                style={{
                  width: THUMB,
                  borderRadius: token.borderRadiusLG,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  overflow: 'hidden',
                  background: token.colorFillQuaternary,
                }}
              >
                {kindOfType(m.facts.mime) === 'video' ? (
                  <video
                    src={src(m.url)}
                    style={{ width: THUMB, height: THUMB, objectFit: 'cover', display: 'block' }}
                    muted
                    controls
                    aria-label={m.fileName}
                  />
                ) : (
                  <img
                    src={src(m.url)}
                    alt={m.fileName}
                    style={{ width: THUMB, height: THUMB, objectFit: 'cover', display: 'block' }}
                  />
                )}
                <Flex justify="space-between" style={{ padding: 2 }}>
                  <ThumbAction
                    title="Move earlier"
                    label={`Move ${m.fileName} earlier`}
                    icon={<ArrowLeftOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <ThumbAction
                    title="Remove"
                    label={`Remove ${m.fileName}`}
                    icon={<DeleteOutlined />}
                    danger
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  />
                  <ThumbAction
                    title="Move later"
                    label={`Move ${m.fileName} later`}
                    icon={<ArrowRightOutlined />}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                </Flex>
              </div>
            ))}
          </Flex>
        )}
        {(kind !== 'video' || value.length === 0) && value.length < MAX_POST_IMAGES && (
          <Button
            style={{ width: THUMB, height: THUMB, flexDirection: 'column' }}
            type="dashed"
            // Busy, not disabled: a disabled button drops the keyboard focus, so Enter or Space
            // would open the picker once and then reach nothing.
            onClick={() => {
              if (uploading === 0) input.current?.click();
            }}
            aria-disabled={uploading > 0}
            aria-busy={uploading > 0}
            aria-label="Add images or a video"
          >
            {uploading > 0 ? <Spin size="small" /> : <PlusOutlined />}
            <span>{uploading > 0 ? 'Uploading…' : 'Add media'}</span>
          </Button>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void pick(files);
        }}
      />
      <Typography.Text type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined}>
        {error ??
          `Up to ${MAX_POST_IMAGES} images (JPEG, PNG, WebP, GIF) in the order shown, or one video (MP4, MOV).`}
      </Typography.Text>
    </Flex>
  );
}

/** A small icon button under a thumbnail, with its tooltip and its own accessible name. */
function ThumbAction(props: {
  title: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        type="text"
        size="small"
        danger={props.danger}
        icon={props.icon}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}
