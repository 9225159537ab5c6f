import { Col, Flex, Row, type ColProps } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { PageHeading } from '../../lib/PageHeading';
import { FormActions } from './FormActions';
import { FormError } from './FormError';

/**
 * The page of an editor with a live preview (cards, campaigns): heading, failure, then the form in
 * two columns, the fields with their Save and Cancel row on the left and the preview held in view
 * on the right. Cancel stays usable while a save is awaited.
 */
export function EditorFormLayout({
  title,
  above,
  formError,
  formLabel,
  onSubmit,
  fieldsLg,
  submitting,
  saveDisabled,
  onCancel,
  preview,
  previewCol,
  children,
  after,
}: {
  title: string;
  /** Between the heading and the failure (a notice about the record). */
  above?: ReactNode;
  formError: string | null;
  formLabel: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<unknown>;
  /** The width of the fields' column from `lg` up (of 24). */
  fieldsLg: number;
  submitting: boolean;
  saveDisabled?: boolean;
  onCancel: () => void;
  /** The preview column's content; without it the fields stand alone. */
  preview?: ReactNode;
  previewCol?: ColProps;
  children: ReactNode;
  /** After the form (its dialogs). */
  after?: ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} />
      {above}
      <FormError message={formError} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={formLabel}>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={fieldsLg}>
            <Flex vertical gap={16}>
              {children}
              <FormActions
                submitting={submitting}
                submitDisabled={saveDisabled}
                onCancel={onCancel}
                cancelWhileSaving
              />
            </Flex>
          </Col>
          {preview && (
            <Col {...previewCol}>
              <div style={{ position: 'sticky', top: 16 }}>{preview}</div>
            </Col>
          )}
        </Row>
      </form>
      {after}
    </>
  );
}
