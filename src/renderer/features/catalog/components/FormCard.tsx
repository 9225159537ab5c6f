import { Button, Card, Flex, Form } from 'antd';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../../components/form/FormError';

export interface FormCardProps {
  label: string;
  formError: string | null;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

/** The card around a catalog form: the server's message on top, Save and Cancel below. */
export function FormCard({ label, formError, saving, onSubmit, onCancel, children }: FormCardProps) {
  return (
    <Card style={{ maxWidth: 560 }}>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Form layout="vertical" component={false}>
          {children}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
            <Button onClick={onCancel}>Cancel</Button>
          </Flex>
        </Form>
      </form>
    </Card>
  );
}
