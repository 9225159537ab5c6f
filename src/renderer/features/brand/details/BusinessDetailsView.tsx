import { Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import type { Brand } from '../../../../shared/brand/schemas';

const tags = (list: string[]) =>
  list.length ? (
    <Flex wrap gap={6}>
      {list.map((k) => (
        <Tag key={k} style={{ marginInlineEnd: 0 }}>
          {k}
        </Tag>
      ))}
    </Flex>
  ) : (
    <Typography.Text type="secondary">None yet</Typography.Text>
  );

/** Business Details in view mode (spec 01 section 2). The description is HTML the server sanitised. */
export function BusinessDetailsView({ brand }: { brand: Brand }) {
  const { countries, states, cities } = brand.locations;
  const places = [...cities, ...states, ...countries].map((p) => p.name);
  if (!brand.siteOneLineDescription && !brand.aiDesription && !places.length)
    return (
      <Empty description="No business details yet. Add a one-line description, your locations and keywords, and let AI write the description." />
    );
  return (
    <Descriptions column={1} layout="vertical" colon={false} size="small">
      <Descriptions.Item label="One line description">
        {brand.siteOneLineDescription ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Business Locations">{tags(places)}</Descriptions.Item>
      <Descriptions.Item label="Primary Keywords">{tags(brand.pKeywords)}</Descriptions.Item>
      <Descriptions.Item label="Secondary Keywords">{tags(brand.sKeywords)}</Descriptions.Item>
      {brand.keywords.length > 0 && (
        <Descriptions.Item label="Other keywords">{tags(brand.keywords)}</Descriptions.Item>
      )}
      <Descriptions.Item label="Business Description">
        {brand.aiDesription ? (
          <div className="business-description" dangerouslySetInnerHTML={{ __html: brand.aiDesription }} />
        ) : (
          '—'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
