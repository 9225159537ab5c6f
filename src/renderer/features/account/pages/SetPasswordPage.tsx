import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Input, Result, Skeleton } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { setPasswordSchema } from '../../../../shared/account/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PageHeading } from '../../../lib/PageHeading';
import { PATHS } from '../../../lib/paths';
import { useMe, useSetPassword } from '../api';

type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The set-password tab: a first password for someone who has only signed in with codes. */
export function SetPasswordPage() {
  const me = useMe();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title="Set Password"
        subtitle="Sign in with your e-mail or mobile number and a password."
      />
      <Card style={{ maxWidth: 520 }}>
        {me.isPending ? (
          <Skeleton active />
        ) : me.isError ? (
          <Result
            status="error"
            title="Could not load your account"
            subTitle={errorText(me.error)}
            extra={<Button onClick={() => void me.refetch()}>Try again</Button>}
          />
        ) : me.data.hasPassword ? (
          <Result
            status="success"
            title="Your account has a password"
            subTitle="Use Change Password to replace it."
            extra={
              <Button type="primary" onClick={() => navigate(PATHS.changePassword)}>
                Change Password
              </Button>
            }
          />
        ) : (
          <SetPasswordForm />
        )}
      </Card>
    </>
  );
}

function SetPasswordForm() {
  const setPassword = useSetPassword();
  const form = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    (body) => setPassword.mutateAsync({ body }),
    { successToast: 'Password set successfully' },
  );
  return (
    <>
      <VerticalForm label="Set password" onSubmit={onSubmit} formError={formError}>
        <FormField
          control={control}
          name="password"
          label="New password"
          required
          extra="At least 6 characters."
        >
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="confirmPassword" label="Confirm password" required>
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Set password
        </Button>
      </VerticalForm>
    </>
  );
}
