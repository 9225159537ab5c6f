import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { OTP_LENGTH } from '../../../../shared/account/modules';
import { otpVerifySchema } from '../../../../shared/account/schemas';
import { toastSuccess } from '../../../components/feedback/toast';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { useCompleteSignIn, useLoginWithOtp, useVerifyOtp } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthSubmit } from '../components/AuthSubmit';

/** What the first step hands over (kept in the history entry, so a reload keeps it). */
export interface OtpState {
  countryCode: string;
  mobileNumber: string;
  expiresAt: string;
  sentAt: number;
}

type OtpInput = z.input<typeof otpVerifySchema>;

const RESEND_AFTER_S = 30;

/** Step two: the 6-digit code. */
export function OtpPage() {
  const location = useLocation();
  const state = location.state as OtpState | null;
  if (!state?.mobileNumber) return <Navigate to={PATHS.loginWithOtp} replace />;
  return <OtpForm initial={state} />;
}

function OtpForm({ initial }: { initial: OtpState }) {
  const [sent, setSent] = useState(initial);
  const verify = useVerifyOtp();
  const resend = useLoginWithOtp();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<OtpInput>({
    resolver: zodResolver(otpVerifySchema),
    defaultValues: { countryCode: initial.countryCode, mobileNumber: initial.mobileNumber, otp: '' },
  });
  const { control, reset } = form;
  const { onSubmit, formError, clearFormError, reportError, submitting } = useFormSubmit(
    form,
    async (values) => {
      const { data } = await verify.mutateAsync({ body: values });
      completeSignIn(data);
    },
  );
  const wait = useCountdown(sent.sentAt + RESEND_AFTER_S * 1000);

  const onResend = async () => {
    clearFormError();
    try {
      const { data, message } = await resend.mutateAsync({
        body: { countryCode: sent.countryCode, mobileNumber: sent.mobileNumber },
      });
      setSent({ ...sent, expiresAt: data.expiresAt, sentAt: Date.now() });
      reset({ countryCode: sent.countryCode, mobileNumber: sent.mobileNumber, otp: '' });
      toastSuccess(message ?? 'A new code has been sent');
    } catch (err) {
      reportError(err);
    }
  };

  return (
    <AuthCard
      title="Enter the code"
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to{' '}
          <Typography.Text strong>
            +{sent.countryCode} {sent.mobileNumber}
          </Typography.Text>
          .
        </>
      }
    >
      <VerticalForm label="Verify code" onSubmit={onSubmit} formError={formError}>
        <FormField control={control} name="otp" label="One-time code" required>
          {(field) => (
            <DigitsInput
              {...field}
              size="large"
              maxLength={OTP_LENGTH}
              autoComplete="one-time-code"
              autoFocus
              placeholder="••••••"
              style={{
                letterSpacing: '0.6em',
                fontSize: 22,
                textAlign: 'center',
                fontVariantNumeric: 'tabular-nums',
              }}
            />
          )}
        </FormField>
        <AuthSubmit submitting={submitting}>Verify and sign in</AuthSubmit>
      </VerticalForm>
      <Flex justify="space-between" align="center" style={{ marginTop: 20 }} wrap gap={8}>
        <Link to={PATHS.loginWithOtp}>Change number</Link>
        <Button type="link" onClick={() => void onResend()} disabled={wait > 0} loading={resend.isPending}>
          {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
        </Button>
      </Flex>
    </AuthCard>
  );
}

/** Whole seconds until `until`, ticking down to 0. */
function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
