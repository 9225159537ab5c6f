import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormError } from '../../../components/form/FormError';
import { PageHeading } from '../../../lib/PageHeading';

/**
 * The page of a form beside a live message preview (Add Message Template, Create Message
 * Campaign): the form's card on the left, the preview on the right staying in view while the form
 * scrolls; stacked on a phone.
 */
export function FormWithPreview(props: {
  title: string;
  subtitle: string;
  formError: string | null;
  children: ReactNode;
  preview: ReactNode;
}) {
  return (
    <>
      <PageHeading title={props.title} subtitle={props.subtitle} />
      <Row gutter={[24, 24]} align="top">
        <Col xs={24} lg={14}>
          <Card>
            <FormError message={props.formError} />
            {props.children}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <div style={{ position: 'sticky', top: 16 }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              Preview
            </Typography.Title>
            {props.preview}
          </div>
        </Col>
      </Row>
    </>
  );
}
