import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../lib/PageHeading';

/** A visitors page's title (and what it counts, under it) with Back to the list it was opened from. */
export function VisitorPageHeading({
  title,
  subtitle,
  backTo,
}: {
  title: string;
  subtitle?: string;
  backTo: string;
}) {
  const navigate = useNavigate();
  return (
    <PageHeading
      title={title}
      subtitle={subtitle}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
          Back
        </Button>
      }
    />
  );
}
