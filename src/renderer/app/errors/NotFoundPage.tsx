import { Result } from 'antd';
import { usePageTitle } from '../../lib/usePageTitle';
import { ErrorFrame } from './ErrorFrame';
import { ReturnHomeButton } from './ReturnHomeButton';

/** 404 (spec 00 section 2): index, wildcard and unknown paths. */
export function NotFoundPage({ standalone }: { standalone?: boolean }) {
  usePageTitle('Page not found');
  return (
    <ErrorFrame standalone={standalone}>
      <Result
        status="404"
        title="404"
        subTitle="Oops! We can't find that page."
        extra={<ReturnHomeButton />}
      />
    </ErrorFrame>
  );
}
