import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  accountFieldsSchema,
  type AccountFields,
  type AccountForm,
  type WhatsAppAccount,
} from '../../../../shared/whatsapp/account';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { secretInput } from '../../../components/form/SecretInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsappPath } from '../../../lib/paths';
import { useAccount, useConnectAccount, useUpdateAccount } from './api';

function ConnectForm({ account }: { account: WhatsAppAccount | null }) {
  const navigate = useNavigate();
  const connect = useConnectAccount();
  const update = useUpdateAccount();
  const form = useForm<AccountForm, unknown, AccountFields>({
    resolver: zodResolver(accountFieldsSchema),
    defaultValues: {
      businessId: account?.businessId ?? '',
      phoneNumberId: account?.phoneNumberId ?? '',
      waToken: '',
      appSecret: '',
      appId: account?.appId ?? '',
    },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(form, async ({ appSecret, ...rest }) => {
    const body = { ...rest, appSecret: appSecret || undefined };
    const res = account
      ? await update.mutateAsync({ params: { id: account.id }, body })
      : await connect.mutateAsync({ body });
    navigate(whatsappPath('account'));
    return { message: res.message };
  });
  return (
    <Card style={{ maxWidth: 720 }}>
      <FormError message={formError} />
      <Form component={false} layout="vertical">
        <form onSubmit={onSubmit} noValidate aria-label="WhatsApp number">
          <FormField control={control} name="businessId" label="Business Account Id" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="phoneNumberId" label="Phone Number Id" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
          <FormField
            control={control}
            name="waToken"
            label="Whatsapp Token"
            required
            extra={
              account
                ? 'The saved token is never shown; enter it again to update.'
                : 'A permanent token of a system user with whatsapp_business_messaging and management.'
            }
          >
            {secretInput}
          </FormField>
          <FormField
            control={control}
            name="appSecret"
            label="App Secret"
            extra={
              account?.hasAppSecret
                ? 'A secret is saved; leave empty to keep it.'
                : 'Optional: signs the messages Meta sends, so forged ones are refused.'
            }
          >
            {secretInput}
          </FormField>
          <FormField
            control={control}
            name="appId"
            label="App Id"
            extra="Optional: the Meta app's id, needed for the image, video or document sample of a template."
          >
            {(field) => <TrimmedInput {...field} inputMode="numeric" autoComplete="off" />}
          </FormField>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {account ? 'Update' : 'Connect'}
            </Button>
            <Link to={whatsappPath('account')}>
              <Button>Cancel</Button>
            </Link>
          </Flex>
        </form>
      </Form>
    </Card>
  );
}

/**
 * /whatsapp/connect and /whatsapp/connect/{id} (issue 26 Account): one form that connects a number,
 * or changes one; saving checks it with the Cloud API.
 */
export function ConnectPage() {
  const { id } = useParams();
  const accountId = id ? Number(id) : null;
  const account = useAccount(accountId);
  const title = accountId ? 'Update WhatsApp Number' : 'Connect WhatsApp Number';
  return (
    <>
      <PageHeading
        title={title}
        subtitle="From your app in Meta for Developers: WhatsApp → API Setup gives the Phone Number Id and the Business Account Id."
      />
      {accountId === null ? (
        <ConnectForm account={null} />
      ) : account.isPending ? (
        <Card role="status" aria-label="Loading the number" style={{ maxWidth: 720 }}>
          <Skeleton active />
        </Card>
      ) : account.isError ? (
        <LoadFailedCard query={account} fallback="Failed to load the number" />
      ) : (
        <ConnectForm account={account.data} />
      )}
    </>
  );
}
