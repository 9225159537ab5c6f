import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';

/**
 * A tab of the Update User page whose content another piece of work builds (brand, social,
 * notifications, frames); it says so instead of pretending. Those screens replace it as they land.
 */
export function UserTabPlaceholder({ label, userName }: { label: string; userName: string }) {
  return (
    <Card title={label} size="small">
      <Result
        icon={<ToolOutlined />}
        title="Coming soon"
        subTitle={`${label} of ${userName} will be viewed and edited here once the ${label} screen is built.`}
      />
    </Card>
  );
}
