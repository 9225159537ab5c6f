import { Button, Flex, Modal, theme, Typography } from 'antd';
import { CopyButton } from '../../../components/CopyButton';
import { formatDateTime } from '../../../components/format/dates';
import type { CronLog } from '../../../../shared/logs/contract';
import { prettyJson } from '../prettyJson';

/** The response viewer of Cron Logs (spec 03 section 2.9): the job's JSON, formatted, with a copy button. */
export function ResponseViewer({ log, onClose }: { log: CronLog | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const json = log ? prettyJson(log.response) : '';
  return (
    <Modal
      open={!!log}
      title={log ? `${log.cronType} response` : 'Response'}
      onCancel={onClose}
      width={720}
      footer={
        <Flex justify="space-between" align="center">
          <CopyButton text={json} label="Copy response">
            Copy
          </CopyButton>
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      {log && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Started {formatDateTime(log.startTime)}
            {log.endTime ? `, ended ${formatDateTime(log.endTime)}` : ''}
          </Typography.Paragraph>
          <pre
            aria-label="Response JSON"
            tabIndex={0}
            style={{
              maxHeight: '60vh',
              overflow: 'auto',
              margin: 0,
              padding: 12,
              borderRadius: token.borderRadius,
              background: token.colorFillTertiary,
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {json}
          </pre>
        </>
      )}
    </Modal>
  );
}
