import { Form } from 'antd';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormError } from './FormError';

/**
 * A form of fields one under another: its failure above it, then a native form named for screen
 * readers (antd's Form lends only the layout, react-hook-form holds the values).
 */
export function VerticalForm({
  label,
  onSubmit,
  formError,
  requiredMark,
  children,
}: {
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  formError: string | null;
  /** `false` hides the asterisk of required fields. */
  requiredMark?: false;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Form layout="vertical" component={false} requiredMark={requiredMark}>
          {children}
        </Form>
      </form>
    </>
  );
}
