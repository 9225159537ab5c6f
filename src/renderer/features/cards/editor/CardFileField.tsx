import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { acceptOf, cardFileProblem, uploadCardFile, type CardFileKind } from './cardUpload';

export interface CardFileFieldProps {
  id: string;
  /** Left empty when a FormField around it already labels it. */
  label: string;
  /** The stored file's address, or empty. */
  value: string;
  kind?: CardFileKind;
  error?: string;
  disabled?: boolean;
  onChange: (url: string, fileName: string) => void;
  /** Offered when the file is optional. */
  onRemove?: () => void;
}

/** A card image or a button's file, uploaded at once through POST /api/Card/Upload (§7). */
export function CardFileField({
  id,
  label,
  value,
  kind = 'image',
  error,
  disabled,
  onChange,
  onRemove,
}: CardFileFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (file: File) => {
    const refused = cardFileProblem(file, kind);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      onChange(await uploadCardFile(file), file.name);
    } catch (err) {
      setProblem(errorText(err, 'The upload failed. Please try again'));
    } finally {
      setBusy(false);
    }
  };

  const isImage = kind === 'image' || /\.(png|jpe?g)$/i.test(value);
  return (
    <Flex vertical gap={8}>
      {label && (
        <Typography.Text strong>
          <label htmlFor={id}>{label}</label>
        </Typography.Text>
      )}
      {value && isImage && (
        <img
          src={value}
          alt=""
          style={{ maxWidth: 200, maxHeight: 120, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      {value && !isImage && <Typography.Text>{value.split('/').pop()}</Typography.Text>}
      <Flex gap={8} align="center">
        <Upload
          accept={acceptOf(kind)}
          showUploadList={false}
          disabled={disabled || busy}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={busy} disabled={disabled}>
            {value ? 'Change file' : 'Upload'}
          </Button>
        </Upload>
        {value && onRemove && (
          <Button icon={<DeleteOutlined />} disabled={disabled || busy} onClick={onRemove}>
            Remove
          </Button>
        )}
      </Flex>
      {(problem ?? error) && (
        <Typography.Text type="danger" role="alert">
          {problem ?? error}
        </Typography.Text>
      )}
    </Flex>
  );
}
