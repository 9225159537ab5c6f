import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The one wide submit button of a sign-in card. */
export function AuthSubmit({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
      {children}
    </Button>
  );
}
