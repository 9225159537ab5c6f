import { Button, Form, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { DismissButton } from '../DismissButton';
import { FormError } from './FormError';

/**
 * An Add or Edit dialog of one record: Cancel and Save (the form's submit) in the footer, a skeleton
 * while the record loads, the form's message (or `notFound` when the record could not be loaded)
 * above the fields.
 */
export function RecordFormModal(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  width: number;
  /** The form element's id (Save submits it from the footer). */
  formId: string;
  onSubmit: () => void;
  submitting: boolean;
  /** The record being edited is loading / could not be loaded. */
  loading: boolean;
  failed: boolean;
  notFound: string;
  formError?: string | null;
  skeletonRows?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      destroyOnHidden
      width={props.width}
      footer={[
        <DismissButton key="cancel" label="Cancel" onClick={props.onClose} />,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={props.formId}
          loading={props.submitting}
          disabled={props.loading || props.failed}
        >
          Save
        </Button>,
      ]}
    >
      <FormError message={props.failed ? props.notFound : props.formError} />
      {props.loading ? (
        <Skeleton active paragraph={{ rows: props.skeletonRows ?? 4 }} />
      ) : (
        <form id={props.formId} onSubmit={props.onSubmit} noValidate aria-label={props.title}>
          <Form layout="vertical" component={false}>
            {props.children}
          </Form>
        </form>
      )}
    </Modal>
  );
}
