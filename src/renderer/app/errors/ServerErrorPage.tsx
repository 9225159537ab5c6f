import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { usePageTitle } from '../../lib/usePageTitle';
import { ErrorFrame } from './ErrorFrame';
import { ReturnHomeButton } from './ReturnHomeButton';

/** 500 (spec 00 section 2). */
export function ServerErrorPage({ standalone }: { standalone?: boolean }) {
  usePageTitle('System Error');
  return (
    <ErrorFrame standalone={standalone}>
      <Result
        status="500"
        title="System Error"
        subTitle="Something went wrong! Please try again later."
        extra={
          <Space wrap>
            <ReturnHomeButton />
            <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
              Reload
            </Button>
          </Space>
        }
      />
    </ErrorFrame>
  );
}
