import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Input } from 'antd';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { loginSchema, type LoginInput } from '../../../../shared/account/schemas';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { isDesktop } from '../../../lib/desktop';
import { useCompleteSignIn, useLogin, useSetupStatus } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthSubmit } from '../components/AuthSubmit';

// Only the desktop app can choose its server; browsers never download the chooser.
const ServerChooser = lazy(() =>
  import('../components/ServerChooser').then((m) => ({ default: m.ServerChooser })),
);

/** Sign in with e-mail or mobile number and password (the default of the auth section). */
export function LoginPage() {
  const setupStatus = useSetupStatus();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '' },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(form, async (values) => {
    const { data } = await login.mutateAsync({ body: values });
    completeSignIn(data);
  });

  // First run: nobody can sign in before the administrator account exists.
  if (setupStatus.data && !setupStatus.data.hasAdmin) return <Navigate to={PATHS.setup} replace />;

  return (
    <AuthCard title="Sign in" subtitle="Welcome back! Sign in to manage your business apps.">
      {isDesktop() && (
        <Suspense fallback={null}>
          <ServerChooser />
        </Suspense>
      )}
      <VerticalForm label="Sign in" onSubmit={onSubmit} formError={formError} requiredMark={false}>
        <FormField control={control} name="login" label="Email or mobile number" required>
          {(field) => (
            <TrimmedInput
              {...field}
              size="large"
              autoComplete="username"
              autoFocus
              prefix={<UserOutlined aria-hidden />}
              placeholder="you@company.com"
            />
          )}
        </FormField>
        <FormField control={control} name="password" label="Password" required>
          {(field) => (
            <Input.Password
              {...field}
              size="large"
              autoComplete="current-password"
              prefix={<LockOutlined aria-hidden />}
            />
          )}
        </FormField>
        <AuthSubmit submitting={submitting}>Sign in</AuthSubmit>
      </VerticalForm>
      <Divider plain>or</Divider>
      <Button size="large" block icon={<MobileOutlined />} onClick={() => navigate(PATHS.loginWithOtp)}>
        Login with OTP
      </Button>
      <p style={{ textAlign: 'center', margin: '24px 0 0' }}>
        New to BizSuite? <Link to={PATHS.registration}>Create an account</Link>
      </p>
    </AuthCard>
  );
}
