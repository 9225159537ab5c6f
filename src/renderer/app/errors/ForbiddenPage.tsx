import { Result } from 'antd';
import { usePageTitle } from '../../lib/usePageTitle';
import { ErrorFrame } from './ErrorFrame';
import { ReturnHomeButton } from './ReturnHomeButton';

/** A signed-in person opening a section that is not for their role (admin area, onboarding). */
export function ForbiddenPage({ area }: { area: string }) {
  usePageTitle('Access denied');
  return (
    <ErrorFrame>
      <Result
        status="403"
        title="Access denied"
        subTitle={`You do not have permission to open ${area}.`}
        extra={<ReturnHomeButton />}
      />
    </ErrorFrame>
  );
}
