import { Button, Result } from 'antd';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';

/**
 * A brand query that failed: the server's message with Try again. A 404 is another user's id that
 * does not exist (or is not the viewer's to see), said as such.
 */
export function LoadFailed({ error, what, retry }: { error: Error; what: string; retry: () => void }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <Result status="404" title="Not found" subTitle={errorText(error, `${what} could not be found.`)} />
    );
  return (
    <Result
      status="error"
      title={MESSAGES.somethingWentWrong}
      subTitle={errorText(error, `${what} could not be loaded.`)}
      extra={
        <Button type="primary" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}
