import { CreditCardOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Flex, Row, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { InvoiceDocument } from '../../../../shared/billing/invoice';
import { showPayNow } from '../../../../shared/billing/rules';
import { formatDate } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { sessionAtom } from '../../../lib/session';
import { BILLING_MESSAGES } from '../messages';
import { payNowPath } from '../paths';
import { PlanStatusTag } from './PlanStatusTag';
import { WholeTable } from './WholeTable';

type Line = InvoiceDocument['lines'][number];
type TaxGroup = InvoiceDocument['taxes'][number];

const pct = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, '')}%`;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

const lineColumns: ColumnsType<Line> = [
  {
    title: 'Description',
    key: 'description',
    render: (_, l) => (
      <>
        {l.description}
        {l.periodStart && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {formatDate(l.periodStart)} to {formatDate(l.periodEnd)}
          </Typography.Text>
        )}
      </>
    ),
  },
  { title: 'HSN/SAC', dataIndex: 'hsn', key: 'hsn', render: (v: string | null) => v ?? '—' },
  { title: 'Qty', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  {
    // The list price, as the PDF prints it: rate × quantity − discount = taxable value.
    title: 'Rate',
    key: 'rate',
    align: 'right',
    render: (_, l) =>
      formatInr(l.quantity ? Math.round(l.grossValue / l.quantity) : (l.originalUnitPrice ?? l.unitPrice)),
  },
  {
    title: 'Discount',
    dataIndex: 'discount',
    key: 'discount',
    align: 'right',
    render: (v: number) => (v ? formatInr(v) : '—'),
  },
  {
    title: 'Taxable value',
    dataIndex: 'taxableValue',
    key: 'taxableValue',
    align: 'right',
    render: formatInr,
  },
  { title: 'GST', dataIndex: 'gstRate', key: 'gstRate', align: 'right', render: pct },
];

const taxColumns: ColumnsType<TaxGroup> = [
  { title: 'GST rate', dataIndex: 'rate', key: 'rate', render: pct },
  {
    title: 'Taxable value',
    dataIndex: 'taxableValue',
    key: 'taxableValue',
    align: 'right',
    render: formatInr,
  },
  {
    title: 'Tax',
    key: 'heads',
    render: (_, t) =>
      t.heads.map((h) => (
        <div key={h.name}>
          {h.name} {pct(h.rate)}: {formatInr(h.amount)}
        </div>
      )),
  },
  { title: 'Total tax', dataIndex: 'amount', key: 'amount', align: 'right', render: formatInr },
];

type Text = string | null | undefined;
type PartyAddress = Record<
  'companyName' | 'address1' | 'address2' | 'address3' | 'stateName' | 'stateCode' | 'email',
  Text
>;

/** A party's lines as printed: name, address, state, GSTIN and contact (the supplier and the buyer name the last two apart). */
const partyLines = (p: PartyAddress, gstin: Text, phone: Text) => [
  p.companyName,
  p.address1,
  p.address2,
  p.address3,
  joined(p.stateName, p.stateCode && `code ${p.stateCode}`),
  gstin && `GSTIN ${gstin}`,
  joined(p.email, phone),
];

function Party({ heading, lines }: { heading: string; lines: (string | null | undefined)[] }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase' }}>
        {heading}
      </Typography.Text>
      {lines.filter(Boolean).map((l, i) => (
        <div key={i} style={i === 0 ? { fontWeight: 600 } : undefined}>
          {l}
        </div>
      ))}
    </div>
  );
}

/**
 * The INVOICE or ESTIMATE as a page (spec 00 section 4; CGST Rules 2017, rule 46): the same figures
 * the server's PDF prints, from the shared invoice document.
 */
export function InvoiceView({ doc }: { doc: InvoiceDocument }) {
  const { supplier: s, brandInformation: b } = doc;
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  // Pay Now (spec 00 sections 2 and 4): through the paynow page, which keeps the log id, for a User.
  const payNow =
    session.status === 'signedIn' &&
    doc.paymentLogId !== null &&
    doc.paymentLink !== null &&
    showPayNow({ paymentLink: doc.paymentLink, status: doc.status }, session.role)
      ? payNowPath(doc.paymentLogId, doc.paymentLink)
      : null;
  const totals: [string, number][] = [
    ['Sub total', doc.subTotal],
    ['GST', doc.taxAmount],
    ...(doc.roundOff ? [['Round off', doc.roundOff] as [string, number]] : []),
    ['Total', doc.total],
    ['Amount paid', doc.totalPaid],
    ['Amount due', doc.amountDue],
  ];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <div>
          <Typography.Title level={4} style={{ margin: 0, letterSpacing: 1 }}>
            {doc.title}
          </Typography.Title>
          <div>{doc.invoiceNumber ? `No. ${doc.invoiceNumber}` : 'Not an invoice: no number yet'}</div>
          <div>Date {formatDate(doc.documentDate)}</div>
        </div>
        <Flex gap={12} align="center" wrap>
          {payNow && (
            <Button type="primary" icon={<CreditCardOutlined aria-hidden />} onClick={() => navigate(payNow)}>
              {BILLING_MESSAGES.payNow}
            </Button>
          )}
          <PlanStatusTag status={doc.statusName} />
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Party heading="From" lines={partyLines(s, s.gstin, s.phone)} />
        </Col>
        <Col xs={24} sm={12}>
          <Party heading="Bill to" lines={partyLines(b, b.gstNumber, b.mobileNumber)} />
        </Col>
      </Row>
      <Typography.Text type="secondary">
        Place of supply: {doc.placeOfSupply ? `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})` : '—'} ·{' '}
        {doc.invoiceType} · Reverse charge: {doc.reverseCharge ? 'Yes' : 'No'}
      </Typography.Text>
      <WholeTable<Line> rowKey={(_, i) => String(i)} columns={lineColumns} dataSource={doc.lines} />
      {doc.taxes.length > 0 && (
        <WholeTable<TaxGroup> rowKey="rate" columns={taxColumns} dataSource={doc.taxes} />
      )}
      <Flex justify="flex-end">
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ minWidth: 280 }}
          items={totals.map(([label, value]) => ({
            key: label,
            label,
            children: (
              <span style={label === 'Total' ? { fontWeight: 600 } : undefined}>{formatInr(value)}</span>
            ),
          }))}
        />
      </Flex>
      <Typography.Text italic>{doc.amountInWords}</Typography.Text>
      {(doc.paymentDate || doc.dueDate) && (
        <Typography.Text>
          {doc.paymentDate
            ? `Paid on ${formatDate(doc.paymentDate)}${doc.paymentMethod ? ` by ${doc.paymentMethod}` : ''}${doc.transactionId ? ` (transaction ${doc.transactionId})` : ''}`
            : `Due on ${formatDate(doc.dueDate)}`}
        </Typography.Text>
      )}
      {doc.amountDue > 0 && (s.bankAccountNumber || s.upiId) && (
        <Typography.Text type="secondary">
          Pay to {joined(s.bankAccountName, s.bankName)}
          {s.bankAccountNumber && ` · A/c ${s.bankAccountNumber}`}
          {s.bankIfsc && ` · IFSC ${s.bankIfsc}`}
          {s.upiId && ` · UPI ${s.upiId}`}
        </Typography.Text>
      )}
    </Flex>
  );
}
