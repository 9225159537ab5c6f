import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { PageHeading } from './PageHeading';

/**
 * The page of a screen that a later piece of work builds: titled with its name and saying plainly
 * that it is not available yet, so that nothing pretends to work.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <Card>
        <Result
          icon={<ToolOutlined />}
          title="Coming soon"
          subTitle={`${title} is not available yet. This page will come to life in a future update.`}
        />
      </Card>
    </>
  );
}

/** A named page component for a route: `export const MyBotsPage = placeholderPage('My Bots')`. */
export function placeholderPage(title: string) {
  function Placeholder() {
    return <PlaceholderPage title={title} />;
  }
  Placeholder.displayName = `Placeholder(${title})`;
  return Placeholder;
}
