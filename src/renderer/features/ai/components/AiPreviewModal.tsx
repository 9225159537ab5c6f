import { PauseCircleOutlined, PlusOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_FAILED } from '../../../../shared/ai/contract';
import { DismissButton } from '../../../components/DismissButton';
import { errorText } from '../../../components/feedback/errorText';
import { toParagraphs, toPlainText } from './richText';
import { useTypeOut } from './useTypeOut';

export interface AiPreviewModalProps {
  open: boolean;
  title?: string;
  /** Asks the AI; resolves with its content (HTML or plain text). */
  generate: () => Promise<string>;
  /** Add: the typed content as `<p>` paragraphs. */
  onAdd: (html: string) => void;
  onClose: () => void;
}

/**
 * The AI content preview (spec 01 sections 2 and 4): generating, then typing out at 15 ms per
 * character with Stop (which keeps what is typed), then Regenerate or Add.
 */
export function AiPreviewModal({
  open,
  title = 'AI content preview',
  generate,
  onAdd,
  onClose,
}: AiPreviewModalProps) {
  const [content, setContent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  // An answer that arrives after the modal closed or a newer request started is dropped.
  const request = useRef(0);

  const run = useCallback(async () => {
    const mine = ++request.current;
    setGenerating(true);
    setError(null);
    setContent(null);
    try {
      const answer = toPlainText(await generate());
      if (mine === request.current) setContent(answer);
    } catch (err) {
      if (mine === request.current) setError(errorText(err, AI_FAILED));
    } finally {
      if (mine === request.current) setGenerating(false);
    }
  }, [generate]);

  useEffect(() => {
    if (open) void run();
    else request.current++;
    // Only opening starts a generation; `run` changes with the form's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const { typed, typing, stop } = useTypeOut(content);
  const done = content !== null && !typing;

  const footer = generating
    ? [<DismissButton key="cancel" label="Cancel" onClick={onClose} />]
    : typing
      ? [
          <Button key="stop" icon={<PauseCircleOutlined />} onClick={stop}>
            Stop
          </Button>,
        ]
      : done
        ? [
            <Button key="regenerate" icon={<ReloadOutlined />} onClick={() => void run()}>
              Regenerate
            </Button>,
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              disabled={!typed.trim()}
              onClick={() => onAdd(toParagraphs(typed))}
            >
              Add
            </Button>,
          ]
        : [
            <DismissButton key="close" label="Close" onClick={onClose} />,
            <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => void run()}>
              Try again
            </Button>,
          ];

  return (
    <Modal
      open={open}
      title={
        <Flex gap={8} align="center">
          <RobotOutlined aria-hidden />
          {title}
        </Flex>
      }
      onCancel={onClose}
      footer={footer}
      width={640}
      destroyOnHidden
      maskClosable={!generating && !typing}
    >
      {generating ? (
        <Flex vertical align="center" gap={12} style={{ padding: '32px 0' }} role="status">
          <Spin />
          <Typography.Text type="secondary">Generating…</Typography.Text>
        </Flex>
      ) : error ? (
        <Result status="warning" title={error} subTitle="Nothing was changed. You can try again." />
      ) : (
        <div
          aria-live="polite"
          aria-busy={typing}
          data-testid="ai-preview-text"
          style={{
            whiteSpace: 'pre-wrap',
            minHeight: 160,
            maxHeight: '55vh',
            overflowY: 'auto',
            lineHeight: 1.7,
          }}
        >
          {typed}
          {typing && <span aria-hidden style={{ borderRight: '2px solid currentColor', marginLeft: 1 }} />}
        </div>
      )}
    </Modal>
  );
}
