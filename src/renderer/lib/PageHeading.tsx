import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

export interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right of the title. */
  extra?: ReactNode;
}

/** The title row of a page; also names the window. */
export function PageHeading({ title, subtitle, extra }: PageHeadingProps) {
  usePageTitle(title);
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 20 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
      </div>
      {extra && <Flex gap={8}>{extra}</Flex>}
    </Flex>
  );
}
