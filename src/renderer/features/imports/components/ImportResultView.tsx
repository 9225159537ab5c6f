import { Card, Col, Row, Statistic } from 'antd';
import type { ImportResult } from '../../../../shared/imports/contract';

const ITEMS: { key: Exclude<keyof ImportResult, 'invalidRows'>; title: string }[] = [
  { key: 'totalUsers', title: 'Total Users' },
  { key: 'userRegister', title: 'Registered' },
  { key: 'userAlreadyRegister', title: 'Already Registered' },
  { key: 'repeatedUsers', title: 'Repeated' },
  { key: 'cardCreated', title: 'Cards Created' },
  { key: 'notProperUserData', title: 'Not Proper Data' },
];

/** The answer of an import (spec 03 section 3.10), one figure each. */
export function ImportResultView({ result }: { result: ImportResult }) {
  return (
    <Card title="Import result" size="small" role="region" aria-label="Import result">
      <Row gutter={[16, 16]}>
        {ITEMS.map((item) => (
          <Col key={item.key} xs={12} md={8} xl={4}>
            <Statistic title={item.title} value={result[item.key]} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
