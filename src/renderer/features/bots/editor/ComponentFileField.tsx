import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { TYPE } from '../../../../shared/bots/component-types';
import { BOT_MESSAGES as M, type FlowQuestion } from '../../../../shared/bots/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { deleteComponentFile, uploadComponentFile } from '../api';
import { fileAllowed } from './flowDraft';

/**
 * An Image or File component's file (§5): jpg, jpeg or png for an image, pdf for a file, else "Not
 * Valid Image Format" under the component; stored at once, its path kept in the draft.
 */
export function ComponentFileField({
  botId,
  q,
  id,
  problem,
  onChange,
}: {
  botId: number;
  q: FlowQuestion;
  id: string;
  /** The flow check's message for this field ("File is required"). */
  problem?: string;
  onChange: (patch: Pick<FlowQuestion, 'imageOrFilePath' | 'imageOrFileName'>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isImage = q.componentTypeId === TYPE.image;
  const shown = error ?? problem;

  const take = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!fileAllowed(q.componentTypeId, file.name)) {
      setError(M.notValidImage);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { data } = await uploadComponentFile(botId, {
        frontendId: q.frontendId,
        componentTypeId: isImage ? 8 : 9,
        file,
      });
      onChange(data);
    } catch (err) {
      setError(errorText(err, M.notValidImage));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteComponentFile(botId, q.frontendId);
    } catch {
      // The draft lets go of the file either way; the server drops it once nothing refers to it.
    } finally {
      setBusy(false);
      onChange({ imageOrFilePath: null, imageOrFileName: null });
    }
  };

  return (
    <Flex vertical gap={8}>
      <input
        ref={input}
        type="file"
        accept={isImage ? '.jpg,.jpeg,.png,image/jpeg,image/png' : '.pdf,application/pdf'}
        style={visuallyHidden}
        tabIndex={-1}
        aria-hidden
        data-testid="component-file-input"
        onChange={(e) => void take(e)}
      />
      {q.imageOrFilePath &&
        (isImage ? (
          <Image src={q.imageOrFilePath} alt={q.imageOrFileName ?? 'Component image'} width={160} />
        ) : (
          <Typography.Link href={q.imageOrFilePath} target="_blank" rel="noreferrer">
            <FilePdfOutlined /> {q.imageOrFileName ?? 'File'}
          </Typography.Link>
        ))}
      <Flex gap={8} wrap>
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={busy}
          onClick={() => input.current?.click()}
          aria-describedby={shown ? `${id}-problem` : undefined}
          aria-invalid={shown ? true : undefined}
        >
          {q.imageOrFilePath
            ? `Change ${isImage ? 'image' : 'file'}`
            : `Upload ${isImage ? 'image' : 'file'}`}
        </Button>
        {q.imageOrFilePath && (
          <Button icon={<DeleteOutlined />} disabled={busy} onClick={() => void remove()}>
            Remove
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {isImage ? 'JPG, JPEG or PNG.' : 'PDF.'}
      </Typography.Text>
      {shown && (
        <Typography.Text id={`${id}-problem`} type="danger" role="alert">
          {shown}
        </Typography.Text>
      )}
    </Flex>
  );
}
