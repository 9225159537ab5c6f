import { PictureOutlined } from '@ant-design/icons';
import { Flex, Spin, theme, Typography } from 'antd';
import { ImageCropUpload } from '../../../components/ImageCropUpload';
import { useUploadInput, type UploadInputProps } from '../../../components/UploadInput';
import { uploadCover } from '../api';

/** Web template covers are landscape, like the page of a website. */
export const COVER_ASPECT = 16 / 10;

/**
 * A web template's cover (spec 01 section 2): a .png, .jpg or .jpeg cropped to 16:10 (at most
 * 1024 px), stored through the Files upload as a public website asset as soon as it is cropped. The
 * preview is shown at the shape the admin list's cards show it.
 */
export function CoverImageInput(props: UploadInputProps<string>) {
  const { id, value, disabled } = props;
  const { uploading, store, aria } = useUploadInput(props);
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} {...aria}>
      <div
        style={{
          width: '100%',
          maxWidth: 360,
          aspectRatio: COVER_ASPECT,
          borderRadius: token.borderRadiusLG,
          border: `1px ${value ? 'solid' : 'dashed'} ${token.colorBorder}`,
          background: token.colorFillQuaternary,
          overflow: 'hidden',
          position: 'relative',
        }}
      >
        {value ? (
          <img
            src={value}
            alt="Cover image preview"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Flex vertical align="center" justify="center" gap={4} style={{ height: '100%' }}>
            <PictureOutlined aria-hidden style={{ fontSize: 28, color: token.colorTextQuaternary }} />
            <Typography.Text type="secondary">No image yet</Typography.Text>
          </Flex>
        )}
        {uploading && (
          <Flex
            align="center"
            justify="center"
            style={{ position: 'absolute', inset: 0, background: token.colorBgMask }}
          >
            <Spin aria-label="Uploading the cover image" />
          </Flex>
        )}
      </div>
      <Flex align="center" gap={12} wrap>
        <ImageCropUpload
          id={id}
          aspect={COVER_ASPECT}
          buttonText={value ? 'Change image' : 'Upload image'}
          cropTitle="Crop the cover image"
          disabled={disabled || uploading}
          onChange={(image) => void store(() => uploadCover(image))}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          PNG or JPEG, cropped to 16:10.
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
