import { Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { toastError } from '../../../components/feedback/toast';
import { ImageCropUpload } from '../../../components/ImageCropUpload';
import { uploadImage } from '../api';

/** Takes a FormField's props as they come; of its wiring only the aria links reach the page. */
export interface LogoInputProps {
  id?: string;
  /** The stored logo's address. */
  value?: string | null;
  onChange: (url: string) => void;
  disabled?: boolean;
  /** While the cropped image is being stored, so that the form waits for its address. */
  onUploadingChange?: (uploading: boolean) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * Company Logo (spec 01 sections 2 and 7): a .png, .jpg or .jpeg cropped square to at most 1024 px,
 * stored through the Files upload as soon as it is cropped; the form keeps its address.
 */
export function LogoInput({
  id,
  value,
  onChange,
  disabled,
  onUploadingChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: LogoInputProps) {
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploadingChange?.(on);
  };
  return (
    <Flex vertical gap={4} aria-describedby={describedBy} aria-invalid={invalid}>
      <Flex align="center" gap={12}>
        <ImageCropUpload
          id={id}
          value={value}
          aspect={1}
          buttonText={value ? 'Change logo' : 'Upload logo'}
          cropTitle="Crop the company logo"
          disabled={disabled || uploading}
          onChange={(image) => {
            busy(true);
            uploadImage(image)
              .then(onChange)
              .catch((err: unknown) => toastError(err))
              .finally(() => busy(false));
          }}
        />
        {uploading && <Spin size="small" aria-label="Uploading the logo" />}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PNG or JPEG, cropped square.
      </Typography.Text>
    </Flex>
  );
}
