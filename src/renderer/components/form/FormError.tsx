import { Alert } from 'antd';

/**
 * The one place a form shows a failure that belongs to no single field (wrong credentials, a
 * conflict, the server away): above the fields, announced to screen readers.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
