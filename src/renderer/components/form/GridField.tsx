import { Col } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

/** How wide a field's column is at each breakpoint (antd's 24-column grid). */
export interface GridSpan {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

/**
 * A FormField in its own column of a form's `<Row>`: the span goes to the column, the rest to the
 * field. Full width on phones unless `xs` says otherwise.
 */
export function GridField<T extends FieldValues, N extends FieldPath<T>>({
  xs = 24,
  sm,
  md,
  lg,
  xl,
  ...field
}: FormFieldProps<T, N> & GridSpan) {
  return (
    <Col xs={xs} sm={sm} md={md} lg={lg} xl={xl}>
      <FormField {...field} />
    </Col>
  );
}
