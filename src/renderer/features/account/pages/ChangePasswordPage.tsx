import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Input } from 'antd';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '../../../../shared/account/schemas';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PageHeading } from '../../../lib/PageHeading';
import { useChangePassword } from '../api';

type ChangePasswordInput = z.input<typeof changePasswordSchema>;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password, from the profile menu. Other devices are signed out by the server. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { control, reset } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = await change.mutateAsync({ body });
      reset(EMPTY);
      return saved;
    },
    { successToast: 'Password changed successfully' },
  );

  return (
    <>
      <PageHeading
        title="Change Password"
        subtitle="Other devices signed in to your account will be signed out."
      />
      <Card style={{ maxWidth: 520 }}>
        <VerticalForm label="Change password" onSubmit={onSubmit} formError={formError}>
          <FormField control={control} name="currentPassword" label="Current password" required>
            {(field) => <Input.Password {...field} autoComplete="current-password" />}
          </FormField>
          <FormField
            control={control}
            name="newPassword"
            label="New password"
            required
            extra="At least 6 characters."
          >
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
          <FormField control={control} name="confirmPassword" label="Confirm new password" required>
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
          <Button type="primary" htmlType="submit" loading={submitting}>
            Change password
          </Button>
        </VerticalForm>
      </Card>
    </>
  );
}
