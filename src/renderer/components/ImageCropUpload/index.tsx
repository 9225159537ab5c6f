import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { HiddenFileInput } from '../HiddenFileInput';
import { pickImage } from '../pickImage';
import { toastError } from '../feedback/toast';
import { MESSAGES } from '../messages';
import { CropModal, type CropSource } from './CropModal';
import type { CroppedImage } from './cropImage';
import { MAX_IMAGE_SIDE } from './fitWithin';
import { IMAGE_ACCEPT, isAllowedImageName, outputFileName, outputTypeFor } from './imageTypes';

export type { CroppedImage } from './cropImage';

export interface ImageCropUploadProps {
  /** URL of the current image, shown as a preview. */
  value?: string | null;
  /** The cropped image (PNG for a PNG, else JPEG), at most `maxSide` px on its longer side. */
  onChange: (image: CroppedImage) => void;
  /** Offers a Remove button when given and there is an image. */
  onRemove?: () => void;
  /** Width / height of the crop frame; 1 (square) by default. */
  aspect?: number;
  cropShape?: 'rect' | 'round';
  maxSide?: number;
  /** Text of the upload button. */
  buttonText?: string;
  /** Title of the crop dialog. */
  cropTitle?: string;
  /** Put on the upload button, so that a FormField label names it. */
  id?: string;
  disabled?: boolean;
  /** Some screens give their own wording (spec 02: "Not Valid Image Format"). */
  invalidTypeMessage?: string;
}

/**
 * Choose a .png, .jpg or .jpeg image (the native dialog in the desktop app, a file input in the
 * browser), crop it full-screen and get it back at most 1024 px (spec 00 section 5).
 */
export function ImageCropUpload({
  value,
  onChange,
  onRemove,
  aspect = 1,
  cropShape = 'rect',
  maxSide = MAX_IMAGE_SIDE,
  buttonText = 'Upload image',
  cropTitle = 'Crop image',
  id,
  disabled,
  invalidTypeMessage = MESSAGES.imageTypeNotAllowed,
}: ImageCropUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [source, setSource] = useState<CropSource | null>(null);

  // Object URLs hold the whole file in memory until revoked.
  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  const open = (blob: Blob, fileName: string) => {
    if (!isAllowedImageName(fileName)) {
      toastError(invalidTypeMessage);
      return;
    }
    setSource({ url: URL.createObjectURL(blob), fileName, mimeType: outputTypeFor(fileName) });
  };

  // Back to the button once the dialog has gone (not before: its focus trap would pull focus back),
  // so keyboard users continue where they were.
  const refocus = useRef(false);
  useEffect(() => {
    if (source || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [source]);

  const close = () => {
    refocus.current = true;
    setSource(null);
  };

  const choose = () => pickImage(inputRef.current, open);

  return (
    <Flex align="center" gap={12} wrap>
      {value && (
        <Image
          src={value}
          alt="Current image"
          width={72}
          height={72}
          style={{ objectFit: 'contain', borderRadius: cropShape === 'round' ? '50%' : 8 }}
          preview={false}
        />
      )}
      <Button
        id={id}
        ref={buttonRef}
        icon={<UploadOutlined />}
        disabled={disabled}
        onClick={() => void choose()}
      >
        {buttonText}
      </Button>
      {value && onRemove && (
        <Button icon={<DeleteOutlined />} disabled={disabled} onClick={onRemove} aria-label="Remove image" />
      )}
      <HiddenFileInput
        ref={inputRef}
        accept={IMAGE_ACCEPT}
        onFile={(file) => {
          if (file) open(file, file.name);
        }}
      />
      {source && (
        <CropModal
          key={source.url}
          source={{ ...source, fileName: outputFileName(source.fileName, source.mimeType) }}
          title={cropTitle}
          aspect={aspect}
          cropShape={cropShape}
          maxSide={maxSide}
          onCancel={close}
          onCropped={(image) => {
            onChange(image);
            close();
          }}
          onUnreadable={() => {
            toastError(invalidTypeMessage);
            close();
          }}
        />
      )}
    </Flex>
  );
}
