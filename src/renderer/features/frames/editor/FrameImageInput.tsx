import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { FRAME_IMAGE_ACCEPT, MAX_FRAME_IMAGE_BYTES } from '../../../../shared/frames/rules';
import { FRAME_MESSAGES } from '../../../../shared/frames/schemas';
import { toastError } from '../../../components/feedback/toast';
import { HiddenFileInput } from '../../../components/HiddenFileInput';
import { loadImage } from '../../../components/ImageCropUpload/cropImage';
import { isAllowedImageName } from '../../../components/ImageCropUpload/imageTypes';
import { pickImage } from '../../../components/pickImage';
import type { EditorImage } from './editorState';
import { dataUrlOf } from '../../../lib/fileData';

/** The chosen file as the editor holds it: checked, read, and measured for the canvas's shape. */
async function toEditorImage(blob: Blob, fileName: string): Promise<EditorImage> {
  if (!isAllowedImageName(fileName)) throw new Error(FRAME_MESSAGES.imageType);
  if (blob.size > MAX_FRAME_IMAGE_BYTES) throw new Error(FRAME_MESSAGES.imageTooLarge);
  const href = await dataUrlOf(blob);
  const img = await loadImage(href).catch(() => {
    throw new Error(FRAME_MESSAGES.imageType);
  });
  const aspect = img.naturalWidth > 0 && img.naturalHeight > 0 ? img.naturalWidth / img.naturalHeight : 1;
  return {
    href,
    aspect,
    chosen: { fileName, data: blob },
  };
}

export interface FrameImageInputProps {
  id?: string;
  /** The file name of an image chosen in this editor, shown beside the button. */
  chosenName?: string;
  hasImage: boolean;
  onChange: (image: EditorImage) => void;
  disabled?: boolean;
}

/**
 * The frame image (spec 01 sections 2 and 5): a png, jpeg or jpg, at most 5 MB, taken as it is (a
 * frame is drawn over the whole picture, so it is not cropped). The desktop app opens the native
 * dialog, a browser a file input.
 */
export function FrameImageInput({ id, chosenName, hasImage, onChange, disabled }: FrameImageInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const take = async (blob: Blob, fileName: string) => {
    setReading(true);
    try {
      onChange(await toEditorImage(blob, fileName));
    } catch (err) {
      toastError(err instanceof Error ? err.message : err);
    } finally {
      setReading(false);
    }
  };

  const choose = () => pickImage(inputRef.current, take);

  return (
    <Flex align="center" gap={8} wrap>
      <Button
        id={id}
        icon={<UploadOutlined />}
        loading={reading}
        disabled={disabled}
        onClick={() => void choose()}
      >
        {hasImage ? 'Change Frame Image' : 'Upload Frame Image'}
      </Button>
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
        {chosenName ?? (hasImage ? 'Saved image' : 'png, jpeg or jpg')}
      </Typography.Text>
      <HiddenFileInput
        ref={inputRef}
        accept={FRAME_IMAGE_ACCEPT}
        onFile={(file) => {
          if (file) void take(file, file.name);
        }}
      />
    </Flex>
  );
}
