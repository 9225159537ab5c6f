import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { campaignImageProblem } from './imageFile';
import { uploadCampaignImage, type UploadedImage } from './imageUpload';

export interface ImageUploadFieldProps {
  id: string;
  /** What the field shows now (an address or an object URL), or null. */
  preview: string | null;
  error?: string;
  disabled?: boolean;
  /** The image is added: where it went and the file (for its preview and size). */
  onUploaded: (uploaded: UploadedImage, file: File) => void;
  /** Offered for the optional banner. */
  onRemove?: () => void;
  'aria-describedby'?: string;
}

/** A campaign or banner JPEG (§5), uploaded with a progress bar (§7). */
export function ImageUploadField({
  id,
  preview,
  error,
  disabled,
  onUploaded,
  onRemove,
  ...aria
}: ImageUploadFieldProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (file: File) => {
    const refused = campaignImageProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      const uploaded = await uploadCampaignImage(file, setPercent);
      onUploaded(uploaded, file);
      setPercent(null);
    } catch (err) {
      setPercent(null);
      setProblem(errorText(err, 'The upload failed. Please try again'));
    }
  };

  const uploading = percent !== null;
  return (
    <Flex vertical gap={8}>
      {preview && (
        <img
          src={preview}
          alt=""
          style={{ maxWidth: 240, maxHeight: 140, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <Flex gap={8} align="center">
        <Upload
          accept=".jpg,.jpeg,image/jpeg"
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} disabled={disabled || uploading} {...aria}>
            {preview ? 'Change image' : 'Add image'}
          </Button>
        </Upload>
        {preview && onRemove && (
          <Button icon={<DeleteOutlined />} disabled={disabled || uploading} onClick={onRemove}>
            Remove
          </Button>
        )}
      </Flex>
      {uploading && <Progress percent={percent} size="small" aria-label="Upload progress" />}
      {(problem ?? error) && (
        <Typography.Text type="danger" role="alert">
          {problem ?? error}
        </Typography.Text>
      )}
    </Flex>
  );
}
