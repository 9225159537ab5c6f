import { Col, Row } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormField } from '../../../components/form/FormField';
import { CountryCodeSelect } from './CountryCodeSelect';

/** The mobile number's digits: a national number of at most 15 digits. */
const MOBILE_INPUT = { size: 'large', autoComplete: 'tel-national', count: { max: 15 } } as const;

/** "Country code" and "Mobile number" side by side, as the sign-up and OTP pages ask for them. */
export function MobileNumberFields<T extends FieldValues, C extends FieldPath<T>, M extends FieldPath<T>>({
  control,
  countryCodeName,
  mobileNumberName,
  autoFocus,
}: {
  control: Control<T>;
  countryCodeName: C;
  mobileNumberName: M;
  autoFocus?: boolean;
}) {
  return (
    <Row gutter={12}>
      <Col span={9}>
        <FormField control={control} name={countryCodeName} label="Country code" required>
          {(field) => <CountryCodeSelect {...field} size="large" />}
        </FormField>
      </Col>
      <Col span={15}>
        <FormField control={control} name={mobileNumberName} label="Mobile number" required>
          {(field) => <DigitsInput {...field} {...MOBILE_INPUT} autoFocus={autoFocus} />}
        </FormField>
      </Col>
    </Row>
  );
}
