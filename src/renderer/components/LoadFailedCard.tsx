import { Button, Card, Result } from 'antd';
import { errorText } from './feedback/errorText';
import { MESSAGES } from './messages';

/** A page's list that could not be loaded: the server's message (else `fallback`) with Try again, in a card. */
export function LoadFailedCard({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => unknown };
  fallback: string;
}) {
  return (
    <Card>
      <Result
        status="error"
        title={MESSAGES.somethingWentWrong}
        subTitle={errorText(query.error, fallback)}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    </Card>
  );
}
