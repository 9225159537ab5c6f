import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import { otpRequestSchema } from '../../../../shared/account/schemas';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { useLoginWithOtp } from '../api';
import { AuthCard } from '../components/AuthCard';
import { CountryCodeSelect } from '../components/CountryCodeSelect';
import type { OtpState } from './OtpPage';

type OtpRequest = z.input<typeof otpRequestSchema>;

/** Step one of signing in with a code: the registered mobile number. */
export function LoginWithOtpPage() {
  const navigate = useNavigate();
  const request = useLoginWithOtp();
  const form = useForm<OtpRequest>({
    resolver: zodResolver(otpRequestSchema),
    defaultValues: { countryCode: DEFAULT_DIAL_CODE, mobileNumber: '' },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(form, async (values) => {
    const { data } = await request.mutateAsync({ body: values });
    const state: OtpState = { ...values, expiresAt: data.expiresAt, sentAt: Date.now() };
    navigate(PATHS.otp, { state });
  });

  return (
    <AuthCard title="Login with OTP" subtitle="We will send a 6-digit code to your registered mobile number.">
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Login with OTP">
        <Form layout="vertical" component={false}>
          <Row gutter={12}>
            <Col span={9}>
              <FormField control={control} name="countryCode" label="Country code" required>
                {(field) => <CountryCodeSelect {...field} size="large" />}
              </FormField>
            </Col>
            <Col span={15}>
              <FormField control={control} name="mobileNumber" label="Mobile number" required>
                {(field) => (
                  <DigitsInput {...field} size="large" autoComplete="tel-national" maxLength={15} autoFocus />
                )}
              </FormField>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            Send code
          </Button>
        </Form>
      </form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        <Link to={PATHS.login}>Sign in with a password instead</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
