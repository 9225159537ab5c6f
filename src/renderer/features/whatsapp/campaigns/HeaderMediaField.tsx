import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import {
  HEADER_MEDIA_MAX_BYTES,
  HEADER_MEDIA_REFUSED,
  mediaKindOf,
  type MediaHeaderType,
} from '../../../../shared/whatsapp/campaigns';
import { errorText } from '../../../components/feedback/errorText';
import { isDesktop } from '../../../lib/desktop';
import { postWithProgress } from '../../../lib/postWithProgress';
import { uploadHeaderMediaFile, useHeaderMediaPresign } from './api';

/** The file choice's accept list per header kind (spec 03 §5.1). */
const ACCEPT: Record<MediaHeaderType, string> = {
  IMAGE: 'image/png,image/jpeg',
  VIDEO: 'video/*',
  DOCUMENT:
    '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain',
};

export interface HeaderMediaFieldProps {
  id: string;
  headerType: 'IMAGE' | 'VIDEO' | 'DOCUMENT' | 'LOCATION';
  value: string;
  onChange: (url: string) => void;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * Header media (spec 03 §5.1, §7.6): a file of the header's kind uploaded through a presigned form
 * with a progress bar, or as form data in the desktop app (its url fills the field either way), or
 * for a LOCATION header a typed map address.
 */
export function HeaderMediaField({
  id,
  headerType,
  value,
  onChange,
  status,
  ...aria
}: HeaderMediaFieldProps) {
  const presign = useHeaderMediaPresign();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (headerType === 'LOCATION')
    return (
      <Input
        id={id}
        value={value}
        status={status}
        placeholder="https://maps.google.com/?q=12.9716,77.5946"
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const kind = mediaKindOf(file.type);
    if (kind !== headerType) {
      setProblem(HEADER_MEDIA_REFUSED);
      return;
    }
    if (file.size > HEADER_MEDIA_MAX_BYTES[kind]) {
      setProblem(`The file is larger than ${HEADER_MEDIA_MAX_BYTES[kind] / (1024 * 1024)} MB`);
      return;
    }
    setFileName(file.name);
    setProgress(0);
    try {
      if (isDesktop()) {
        // The desktop app reaches the server only through its gateway: the file goes as form data.
        const { url } = await uploadHeaderMediaFile(file);
        setProgress(100);
        onChange(url);
      } else {
        const { data } = await presign.mutateAsync({
          query: { fileName: file.name, contentType: file.type },
        });
        await postWithProgress(
          data.uploadUrl,
          data.fields,
          file,
          setProgress,
          (status) => `The upload was refused (${status}). Please choose the file again`,
        );
        onChange(data.url);
      }
    } catch (err) {
      setFileName(null);
      setProblem(
        err instanceof Error && !('status' in err) ? err.message : errorText(err, 'The upload failed'),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={6}>
      <input
        ref={picker}
        type="file"
        hidden
        accept={ACCEPT[headerType]}
        data-testid="header-media-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Flex gap={8} align="center" wrap>
        <Button
          id={id}
          icon={<UploadOutlined />}
          danger={status === 'error'}
          loading={progress !== null}
          onClick={() => picker.current?.click()}
          {...aria}
        >
          {value ? 'Replace file' : `Upload ${headerType.toLowerCase()}`}
        </Button>
        {value && (
          <>
            <Typography.Text ellipsis style={{ maxWidth: 260 }}>
              {fileName ?? 'Uploaded file'}
            </Typography.Text>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label="Remove header media"
              onClick={() => {
                setFileName(null);
                onChange('');
              }}
            />
          </>
        )}
      </Flex>
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
