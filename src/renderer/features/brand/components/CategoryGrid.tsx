import { Card, Col, Row, Tag, Typography } from 'antd';
import { pluralOf } from '../../../../shared/brand/rules';
import type { BusinessCategory } from '../../../../shared/brand/schemas';

/** The read-only card grid (spec 01 section 2): a card per category listing its products. */
export function CategoryGrid({
  categories,
  word,
}: {
  categories: readonly BusinessCategory[];
  word: string;
}) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Business categories">
      {categories.map((c) => (
        <Col key={c.id} xs={24} sm={12} lg={8} xxl={6} role="listitem">
          <Card size="small" title={c.categoryName} style={{ height: '100%' }}>
            {c.isParentCategory ? (
              <Typography.Text type="secondary">Parent category</Typography.Text>
            ) : c.products.length ? (
              <ul aria-label={`${pluralOf(word)} of ${c.categoryName}`} style={listStyle}>
                {c.products.map((p) => (
                  <li key={p.id}>
                    <Tag style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{p.productName}</Tag>
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">No {pluralOf(word).toLowerCase()} yet</Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
} as const;
