import { PlusOutlined } from '@ant-design/icons';
import { Card, Flex, Pagination, Skeleton, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { useUrlPage } from '../../../components/urlPage';
import { PageHeading } from '../../../lib/PageHeading';
import { COVER_ASPECT } from '../components/CoverImageInput';
import { CardGrid } from '../../../components/CardGrid';
import { WebTemplateCard } from '../components/WebTemplateCard';
import { WEB_TEMPLATE_PATHS } from '../paths';
import { useWebTemplates, WEB_TEMPLATES_PER_PAGE } from '../api';

/** The first tile of the grid: a dashed card that opens the add page. */
function AddTile() {
  const { token } = theme.useToken();
  return (
    <Link
      to={WEB_TEMPLATE_PATHS.add}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        height: '100%',
        minHeight: 200,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
        // Link text keeps 4.5:1 in both themes (app/theme.ts); the solid primary does not on dark.
        color: token.colorLink,
        fontSize: 15,
        fontWeight: 500,
      }}
    >
      <PlusOutlined aria-hidden style={{ fontSize: 28 }} />
      Add Template
    </Link>
  );
}

/** A card's shape while the list loads. */
function SkeletonCard() {
  const { token } = theme.useToken();
  return (
    <Card
      aria-hidden
      cover={<div style={{ aspectRatio: COVER_ASPECT, background: token.colorFillSecondary }} />}
      styles={{ body: { padding: '12px 16px' } }}
    >
      <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 1, width: '40%' }} />
    </Card>
  );
}

/**
 * admin/web-template (spec 01 section 2, Web template admin list): an add tile, then a card per
 * template with its cover and name, edit and delete; the default is highlighted and listed first.
 */
export function WebTemplatesPage() {
  const { page: urlPage, update } = useUrlPage();
  const page = urlPage.PageNumber;
  const list = useWebTemplates(page);
  const records = list.data?.records ?? [];
  const total = list.data?.total_Record_Count ?? 0;

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = <LoadFailedCard query={list} fallback="The web templates could not be loaded." />;
  } else {
    body = (
      <CardGrid label="Web templates">
        <li>
          <AddTile />
        </li>
        {list.isPending
          ? [1, 2, 3].map((n) => (
              <li key={n}>
                <SkeletonCard />
              </li>
            ))
          : records.map((t) => (
              <li key={t.id}>
                <WebTemplateCard template={t} />
              </li>
            ))}
        {!list.isPending && total === 0 && (
          <li style={{ alignSelf: 'center' }}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              No web templates yet. Add the first one: it becomes the default. You can make another template
              the default later.
            </Typography.Paragraph>
          </li>
        )}
      </CardGrid>
    );
  }

  return (
    <>
      <PageHeading
        title="Web Templates"
        subtitle="The designs a website can start from. The default template is highlighted."
      />
      {body}
      {total > WEB_TEMPLATES_PER_PAGE && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination
            current={page}
            pageSize={WEB_TEMPLATES_PER_PAGE}
            total={total}
            showSizeChanger={false}
            onChange={(next) => update({ PageNumber: next })}
          />
        </Flex>
      )}
    </>
  );
}
