import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { accountFieldsSchema, type WhatsAppAccount } from '../../../../shared/whatsapp/account';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { LoadingCard } from '../../../components/LoadingCard';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsappPath } from '../../../lib/paths';
import { useAccount, useConnectAccount, useUpdateAccount } from './api';
import { NumberForm } from './NumberForm';

function ConnectForm({ account }: { account: WhatsAppAccount | null }) {
  const navigate = useNavigate();
  const connect = useConnectAccount();
  const update = useUpdateAccount();
  return (
    <Card style={{ maxWidth: 720 }}>
      <NumberForm
        label="WhatsApp number"
        saved={account}
        hasAppSecret={account?.hasAppSecret ?? false}
        cancelTo={whatsappPath('account')}
        onSave={async (fields) => {
          // The connect form's schema asked for every required field.
          const body = accountFieldsSchema.parse(fields);
          const res = account
            ? await update.mutateAsync({ params: { id: account.id }, body })
            : await connect.mutateAsync({ body });
          navigate(whatsappPath('account'));
          return { message: res.message };
        }}
      />
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
        <LoadingCard label="Loading the number" style={{ maxWidth: 720 }} />
      ) : account.isError ? (
        <LoadFailedCard query={account} fallback="Failed to load the number" />
      ) : (
        <ConnectForm account={account.data} />
      )}
    </>
  );
}
