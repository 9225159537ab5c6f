import { PictureOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { framesContract } from '../../../../shared/frames/contract';
import { frameSvg } from '../../../../shared/frames/svg';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { useEndpointQuery } from '../../../lib/query';
import { useElementWidth } from '../../../lib/useElementWidth';
import { framesPath } from '../paths';

/** Spec 01 section 5, Frames: image types png, jpeg, jpg. */
const PHOTO_TYPES = ['image/png', 'image/jpeg'];

/**
 * Post home's frame (issue 12, Post home): the User's default frame drawn with their brand by the
 * shared frame drawing, over a photo they pick from their computer. The photo stays on this computer.
 * Drawn inline, as the frames area does, so the SVG can load the frame image and the logo.
 */
export function DefaultFrameOverPhoto() {
  const { token } = theme.useToken();
  const list = useEndpointQuery(framesContract.frameDownloadList, { query: {} });
  const frame = list.data?.frames.find((f) => f.isDefault);
  const [photo, setPhoto] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The box is there only once the default frame is: a callback ref measures it when it appears.
  const [box, width] = useElementWidth(0);

  useEffect(() => {
    return () => {
      if (photo) URL.revokeObjectURL(photo);
    };
  }, [photo]);

  const brand = list.data?.brand;
  const svg = useMemo(
    () =>
      frame && brand && width > 0
        ? frameSvg({
            kind: 'standard',
            elements: frame.elements,
            imageHref: frame.frameImageURL,
            imageAspect: frame.imageAspect,
            brand,
            width,
          })
        : '',
    [frame, brand, width],
  );

  let body;
  if (list.isPending) body = <Skeleton.Node active style={{ width: 320, height: 320 }} />;
  else if (list.isError)
    body = (
      <Flex vertical gap={8} align="flex-start" role="alert">
        <Typography.Text type="secondary">
          {errorText(list.error, 'Your frames could not be loaded.')}
        </Typography.Text>
        <Button size="small" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Flex>
    );
  else if (!frame)
    body = (
      <Empty
        description={
          <span>
            No default frame yet. Choose one in <Link to={framesPath}>My Frames</Link>.
          </span>
        }
      />
    );
  else
    body = (
      <Flex gap={16} wrap align="flex-start">
        <div
          ref={box}
          style={{
            position: 'relative',
            width: 'min(100%, 420px)',
            aspectRatio: String(frame.imageAspect > 0 ? frame.imageAspect : 1),
            borderRadius: token.borderRadiusLG,
            overflow: 'hidden',
            background: token.colorFillQuaternary,
          }}
        >
          {photo ? (
            <img
              src={photo}
              alt="Your photo"
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
              <PictureOutlined aria-hidden style={{ fontSize: 32, color: token.colorTextQuaternary }} />
            </Flex>
          )}
          <div
            role="img"
            aria-label="Your default frame with your brand"
            style={{ position: 'absolute', inset: 0, lineHeight: 0 }}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
        <Flex vertical gap={8} style={{ maxWidth: 280 }}>
          <Typography.Text type="secondary">
            Pick a photo to see it in your default frame with your company details.
          </Typography.Text>
          <input
            ref={input}
            type="file"
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (!PHOTO_TYPES.includes(file.type)) return toastError(MESSAGES.imageTypeNotAllowed);
              setPhoto(URL.createObjectURL(file));
            }}
          />
          <Button onClick={() => input.current?.click()}>{photo ? 'Change photo' : 'Pick a photo'}</Button>
        </Flex>
      </Flex>
    );

  return (
    <Card title="Your frame" size="small">
      {body}
    </Card>
  );
}
