import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { accountContract } from '../../../../shared/account/contract';
import { deleteAccountSchema } from '../../../../shared/account/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { applyServerErrors } from '../../../components/form/applyServerErrors';
import { useIsMobile } from '../../../lib/useIsMobile';
import { FormField } from '../../../components/form/FormField';
import { PATHS } from '../../../lib/paths';
import { useEndpointMutation } from '../../../lib/query';
import { BILLING_MESSAGES } from '../messages';

type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * Delete Account (spec 00 sections 5, 7 and 8): the password is checked first (POST verify
 * password), then the user confirms, then DELETE account; success signs out.
 */
export function DeleteAccountCard() {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const verify = useEndpointMutation(accountContract.verifyPassword);
  const remove = useEndpointMutation(accountContract.deleteAccount);
  const { control, handleSubmit, setError } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await verify.mutateAsync({ body: { password } });
    } catch (err) {
      if (!applyServerErrors(setError, err)) toastError(err);
      return;
    }
    const confirmed = await confirmAction({
      title: BILLING_MESSAGES.deleteAccountTitle,
      content: (
        <>
          <p>{BILLING_MESSAGES.deleteAccountText}</p>
          <Typography.Text type="danger">{BILLING_MESSAGES.deleteAccountWarning}</Typography.Text>
        </>
      ),
      okText: 'Delete Account',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ body: { password } });
      toastSuccess(BILLING_MESSAGES.accountDeleted);
      navigate(PATHS.logout, { replace: true });
    } catch (err) {
      // Spec 00 section 8: the answer's message, else error.errorMessage (errorText reads both).
      toastError(err);
    }
  });

  return (
    <Card
      title="Delete Account"
      role="region"
      aria-label="Delete Account"
      size={isMobile ? 'small' : undefined}
      style={{ marginBottom: 16 }}
    >
      <Alert
        type="warning"
        showIcon
        title="Deleting your account is permanent."
        description="Your personal info, preferences, apps, posts and updates are removed and cannot be recovered."
        style={{ marginBottom: 16 }}
      />
      <form onSubmit={onSubmit} noValidate aria-label="Delete account" style={{ maxWidth: 420 }}>
        <Form layout="vertical" component={false}>
          <FormField control={control} name="password" label="Confirm Password" required>
            {(field) => <Input.Password {...field} autoComplete="current-password" />}
          </FormField>
          <Button danger type="primary" htmlType="submit" loading={verify.isPending || remove.isPending}>
            Delete Account
          </Button>
        </Form>
      </form>
    </Card>
  );
}
