import { Alert, Card, Col, Empty, Flex, Row } from 'antd';
import { Link } from 'react-router-dom';
import {
  platformFormSchema,
  type PlatformField,
  type PlatformNumber,
} from '../../../../shared/whatsapp/admin';
import { formatDateTime } from '../../../components/format/dates';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { LoadingCard } from '../../../components/LoadingCard';
import { PageHeading } from '../../../lib/PageHeading';
import { adminPath } from '../../../lib/paths';
import { NumberForm } from '../account/NumberForm';
import { NumberCardTitle } from '../components/NumberCardTitle';
import { NumberTags } from '../components/NumberTags';
import { WebhookValues } from '../components/WebhookValues';
import { useConnectPlatformNumber, usePlatformNumber } from './api';

/** What Meta says of the number now, and what Meta's app settings take (callback URL, verify token). */
function NumberState({ number }: { number: PlatformNumber }) {
  const { state } = number;
  const title = state?.displayPhoneNumber ?? number.phoneNumberId ?? 'Not connected';
  return (
    <Card title={<NumberCardTitle number={title} verifiedName={state?.verifiedName} />}>
      <Flex vertical gap={16}>
        {!number.connected ? (
          <Empty description="No platform number connected yet: sign-in codes go by SMS, if it is set up, and reminders are not sent by WhatsApp." />
        ) : number.problem ? (
          <Alert
            type="error"
            showIcon
            title="WhatsApp did not answer for this number"
            description={number.problem}
          />
        ) : (
          state && (
            <Flex gap={8} wrap>
              <NumberTags number={state} />
            </Flex>
          )
        )}
        {number.verifyToken ? (
          <WebhookValues
            callbackUrl={number.callbackUrl}
            verifyToken={number.verifyToken}
            more={[
              ...(number.phoneNumberId
                ? [{ key: 'number-id', label: 'Phone Number Id', children: number.phoneNumberId }]
                : []),
              ...(number.businessId
                ? [{ key: 'business', label: 'Business Account Id', children: number.businessId }]
                : []),
              ...(number.updatedDate
                ? [{ key: 'saved', label: 'Saved', children: formatDateTime(number.updatedDate) }]
                : []),
            ]}
          />
        ) : (
          <Alert
            type="info"
            showIcon
            title="The callback URL and a verify token for Meta's app settings appear here once the number is connected."
          />
        )}
      </Flex>
    </Card>
  );
}

function PlatformNumberForm({ number }: { number: PlatformNumber }) {
  const save = useConnectPlatformNumber();
  const locked = Object.keys(number.environment) as PlatformField[];
  return (
    <Card title={number.connected ? 'Update the number' : 'Connect the number'}>
      <NumberForm
        // A save starts the form again from what was saved (the token field empty).
        key={number.updatedDate ?? 'new'}
        label="Platform WhatsApp number"
        saved={number.connected ? number : null}
        hasAppSecret={number.hasAppSecret}
        environment={number.environment}
        environmentValues={number}
        schema={platformFormSchema(locked)}
        onSave={async (body) => {
          const res = await save.mutateAsync({ body });
          return { message: res.message };
        }}
      />
    </Card>
  );
}

/**
 * admin/whatsapp-number (issue 26: "An Admin connects the platform's number the same way"): the
 * number sign-in codes, billing reminders and website form notices go from, shown as a user's
 * /whatsapp/account shows theirs, with the connect form; the values live in the Settings card.
 */
export function PlatformNumberPage() {
  const number = usePlatformNumber();
  return (
    <>
      <PageHeading
        title="Platform WhatsApp Number"
        subtitle={
          <>
            Sign-in codes, billing reminders and website form notices go from this number. It is the{' '}
            <Link to={adminPath('settings')}>Settings</Link> card Platform WhatsApp sender, where its message
            templates are chosen.
          </>
        }
      />
      {number.isPending ? (
        <LoadingCard label="Loading the platform number" />
      ) : number.isError ? (
        <LoadFailedCard query={number} fallback="Failed to load the platform number" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <NumberState number={number.data} />
          </Col>
          <Col xs={24} xl={12}>
            <PlatformNumberForm number={number.data} />
          </Col>
        </Row>
      )}
    </>
  );
}
