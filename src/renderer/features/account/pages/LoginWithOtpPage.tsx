import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import { otpRequestSchema } from '../../../../shared/account/schemas';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { useLoginWithOtp } from '../api';
import { AuthCard } from '../components/AuthCard';
import { MobileNumberFields } from '../components/MobileNumberFields';
import type { OtpState } from './OtpPage';
import { AuthSubmit } from '../components/AuthSubmit';

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
      <VerticalForm label="Login with OTP" onSubmit={onSubmit} formError={formError}>
        <MobileNumberFields
          control={control}
          countryCodeName="countryCode"
          mobileNumberName="mobileNumber"
          autoFocus
        />
        <AuthSubmit submitting={submitting}>Send code</AuthSubmit>
      </VerticalForm>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        <Link to={PATHS.login}>Sign in with a password instead</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
