import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../lib/PageHeading';

/** A visitors page's title ("Asha Rao Visitors") with Back to the list it was opened from. */
export function VisitorPageHeading({ title, backTo }: { title: string; backTo: string }) {
  const navigate = useNavigate();
  return (
    <PageHeading
      title={title}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
          Back
        </Button>
      }
    />
  );
}
