import { Alert } from 'antd';

/** A failure that belongs to no single field (wrong credentials, a conflict, the server away). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 20 }} />;
}
