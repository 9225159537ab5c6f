import { Alert } from 'antd';

/**
 * Why the AI buttons of a screen are off (issue 23): the server's words for the caller, "AI writing
 * is not available yet. Please contact the administrator." for a User, the Settings card for an
 * Admin. Buttons that it explains point at it with `aria-describedby={id}`.
 */
export function AiUnavailable({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return <Alert type="info" showIcon title={<span id={id}>{message}</span>} style={{ marginBottom: 12 }} />;
}
