import { GlobalOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Website } from '../../../../shared/web/schemas';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { webPath } from '../../../lib/paths';
import { useMyWebsite } from '../api';

/** A page's body while its website loads: cards of grey lines the shape of what comes. */
export function WebLoading({ rows = 6 }: { rows?: number }) {
  return (
    <Card>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

/** The tabs other than Content, before the website exists: they point to Content, where it starts. */
export function NoWebsiteYet({ what }: { what: string }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        icon={<GlobalOutlined />}
        title="You have no website yet"
        subTitle={`Create your website on the Content tab: pick a design and an address. ${what}`}
        extra={
          <Button type="primary" onClick={() => navigate(webPath('content'))}>
            Create your website
          </Button>
        }
      />
    </Card>
  );
}

/**
 * Every Web tab starts from the caller's website: loading, the error with Try again, the tab's
 * own "no website yet" (`empty`), else the tab with its website.
 */
export function WebsiteGate({
  empty,
  children,
}: {
  empty: ReactNode;
  children: (website: Website) => ReactNode;
}) {
  const site = useMyWebsite();
  if (site.isPending) return <WebLoading />;
  if (site.isError) return <LoadFailedCard query={site} fallback="Your website could not be loaded." />;
  if (!site.data) return <>{empty}</>;
  return <>{children(site.data)}</>;
}
