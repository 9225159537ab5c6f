import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** An edit page opened for a row it cannot find. */
export function NotFoundCard({ what, back }: { what: string; back: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={`${what} not found`}
      subTitle={`Open the ${what.toLowerCase()} from the list to edit it.`}
      extra={
        <Button type="primary" onClick={() => navigate(back)}>
          Back to the list
        </Button>
      }
    />
  );
}
