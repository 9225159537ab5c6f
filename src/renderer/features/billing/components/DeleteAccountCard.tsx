import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { accountContract } from '../../../../shared/account/contract';
import { deleteAccountSchema } from '../../../../shared/account/schemas';
import { RegionCard } from '../../../components/RegionCard';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { FormNotice } from '../../../components/form/FormNotice';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { PATHS } from '../../../lib/paths';
import { useEndpointMutation } from '../../../lib/query';
import { BILLING_MESSAGES } from '../messages';

type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * Delete Account (spec 00 sections 5, 7 and 8): the password is checked first (POST verify
 * password), then the user confirms, then DELETE account; success signs out.
 */
export function DeleteAccountCard() {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const navigate = useNavigate();
  const verify = useEndpointMutation(accountContract.verifyPassword);
  const remove = useEndpointMutation(accountContract.deleteAccount);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { control } = form;

  // Spec 00 section 8: a refusal shows the answer's message, else error.errorMessage (errorText reads both).
  const { onSubmit, formError, submitting } = useFormSubmit(form, async ({ password }) => {
    await verify.mutateAsync({ body: { password } });
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
    await remove.mutateAsync({ body: { password } });
    navigate(PATHS.logout, { replace: true });
    // Spec 00 section 8's own words, whatever the server says.
    return { message: BILLING_MESSAGES.accountDeleted };
  });

  return (
    <RegionCard title="Delete Account" size={isMobile ? 'small' : undefined} style={{ marginBottom: 16 }}>
      <FormNotice
        type="warning"
        title="Deleting your account is permanent."
        description="Your personal info, preferences, apps, posts and updates are removed and cannot be recovered."
      />
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Delete account" style={{ maxWidth: 420 }}>
        <Form layout="vertical" component={false}>
          <FormField control={control} name="password" label="Confirm Password" required>
            {(field) => <Input.Password {...field} autoComplete="current-password" />}
          </FormField>
          <Button danger type="primary" htmlType="submit" loading={submitting}>
            Delete Account
          </Button>
        </Form>
      </form>
    </RegionCard>
  );
}
