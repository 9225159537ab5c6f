import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form, Skeleton, Switch } from 'antd';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  BOT_MESSAGES as M,
  whatsappConnectSchema,
  type WhatsAppConnection,
} from '../../../../shared/bots/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { secretInput } from '../../../components/form/SecretInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { useConnectWhatsApp, useDisconnectWhatsApp, useWhatsAppDetails } from '../api';
import { KeywordsInput } from '../components/KeywordsInput';
import { parseKeywords } from '../components/keywords';
import { WebhookValues } from '../../whatsapp';

/** The form keeps the keywords as a list; they are sent as the JSON string §3 stores. */
const connectForm = whatsappConnectSchema
  .omit({ chatBotId: true, autoStartExcludeKeywords: true })
  .extend({ keywords: z.array(z.string()).max(100) });
type ConnectInput = z.input<typeof connectForm>;
type ConnectOutput = z.output<typeof connectForm>;

function ConnectForm({ botId, connection }: { botId: number; connection: WhatsAppConnection | null }) {
  const connect = useConnectWhatsApp();
  const disconnect = useDisconnectWhatsApp();
  const form = useForm<ConnectInput, unknown, ConnectOutput>({
    resolver: zodResolver(connectForm),
    defaultValues: {
      businessId: connection?.businessId ?? '',
      PhNoId: connection?.phNoId ?? '',
      waToken: '',
      appSecret: '',
      autoStart: connection?.autoStart ?? true,
      keywords: parseKeywords(connection?.autoStartExcludeKeywords),
    },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async ({ keywords, appSecret, ...rest }) => {
      await connect.mutateAsync({
        body: {
          ...rest,
          chatBotId: botId,
          appSecret: appSecret || undefined,
          autoStartExcludeKeywords: JSON.stringify(keywords),
        },
      });
      form.resetField('waToken', { defaultValue: '' });
      form.resetField('appSecret', { defaultValue: '' });
      return { message: M.connected };
    },
    { failureToast: true },
  );

  const onDisconnect = async () => {
    if (
      !(await confirmAction({
        title: 'Disconnect WhatsApp?',
        content: 'The bot stops answering messages to this number.',
        okText: 'Disconnect',
        danger: true,
      }))
    )
      return;
    disconnect.mutate(
      { query: { chatbotId: botId } },
      { onSuccess: () => toastSuccess(M.disconnected), onError: (err) => toastError(err) },
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {connection && (
        <WebhookValues
          callbackUrl={connection.callbackUrl}
          verifyToken={connection.verifyToken}
          more={
            connection.displayPhoneNumber
              ? [{ key: 'number', label: 'Number', children: connection.displayPhoneNumber }]
              : []
          }
        />
      )}
      <FormError message={formError} />
      <Form component={false} layout="vertical">
        <form onSubmit={onSubmit} noValidate aria-label="WhatsApp connection">
          <FormField control={control} name="businessId" label="Business Account Id" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="PhNoId" label="Phone Number Id" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
          <FormField
            control={control}
            name="waToken"
            label="Whatsapp Token"
            required
            extra={connection ? 'The saved token is never shown; enter it again to update.' : undefined}
          >
            {secretInput}
          </FormField>
          <FormField
            control={control}
            name="appSecret"
            label="App Secret"
            extra={
              connection?.hasAppSecret
                ? 'A secret is saved; leave empty to keep it.'
                : 'Optional: signs the messages Meta sends, so forged ones are refused.'
            }
          >
            {secretInput}
          </FormField>
          <FormField
            control={control}
            name="autoStart"
            label="Auto-start"
            extra="A visitor's first message starts the chat flow; without it only trigger words do."
          >
            {({ value, onChange, id, ...field }) => (
              <Switch
                id={id}
                checked={!!value}
                onChange={onChange}
                aria-describedby={field['aria-describedby']}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="keywords"
            label="Exclude keywords"
            extra="A first message holding one of these does not start the flow."
          >
            {({ value, onChange, id, ...field }) => (
              <KeywordsInput
                id={id}
                value={value ?? []}
                onChange={onChange}
                aria-describedby={field['aria-describedby']}
              />
            )}
          </FormField>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {connection ? 'Update' : 'Connect'}
            </Button>
            {connection && (
              <Button danger loading={disconnect.isPending} onClick={() => void onDisconnect()}>
                Disconnect
              </Button>
            )}
          </Flex>
        </form>
      </Form>
    </Flex>
  );
}

/** §2, §4: the bot's WhatsApp number: Connect, or Update and Disconnect with the webhook values. */
export function WhatsAppSection({ botId }: { botId: number }) {
  const details = useWhatsAppDetails(botId);
  if (details.isPending) return <Skeleton active />;
  if (details.isError)
    return <LoadFailedCard query={details} fallback="The WhatsApp connection could not be loaded." />;
  return (
    <Flex vertical gap={12}>
      {!details.data && (
        <Alert
          type="info"
          showIcon
          title="Connect a WhatsApp Business number"
          description="Enter the ids and the permanent token from your Meta app's WhatsApp settings. Then set the callback URL and verify token shown here as the app's webhook."
        />
      )}
      <ConnectForm
        key={details.data ? `${details.data.phNoId}-${details.dataUpdatedAt}` : 'new'}
        botId={botId}
        connection={details.data}
      />
    </Flex>
  );
}
