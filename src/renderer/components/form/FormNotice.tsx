import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** A note above a form's fields (what saving does, what is missing), spaced like FormError. */
export function FormNotice({
  type,
  title,
  description,
}: {
  type: 'info' | 'warning';
  title: ReactNode;
  description?: ReactNode;
}) {
  return <Alert type={type} showIcon title={title} description={description} style={{ marginBottom: 16 }} />;
}
