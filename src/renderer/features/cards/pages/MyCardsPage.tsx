import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Pagination, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CARD_MESSAGES as M, type Card as DigitalCard } from '../../../../shared/cards/schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../shared/http/list';
import { ListSearch } from '../../../components/DataTable/ListSearch';
import { PDF_MIME, saveBytes } from '../../../components/download';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { QrDialog } from '../../../components/qr/QrDialog';
import { PageHeading } from '../../../lib/PageHeading';
import { cardPath } from '../../../lib/paths';
import { downloadCardPdf, useCards, useDeleteCard } from '../api';
import { pdfFileNameOf, qrLinkOf } from '../cardLinks';
import { CardTile } from '../components/CardTile';

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** My Cards (§2): a grid with Copy, Edit, QR, Link, PDF, Delete and a visitors link per card. */
export function MyCardsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const PageNumber = positive(params.get('PageNumber'), 1);
  const size = positive(params.get('pagesize'), DEFAULT_PAGE_SIZE);
  const pagesize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const Search = params.get('Search')?.trim() || undefined;
  const list = useCards({ PageNumber, pagesize, Search });
  const remove = useDeleteCard();
  const [qrOf, setQrOf] = useState<DigitalCard | null>(null);
  const [pdfOf, setPdfOf] = useState<number | null>(null);

  const go = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const onDelete = async (c: DigitalCard) => {
    if (
      !(await confirmAction({
        title: 'Delete card',
        content: `Delete “${c.cardName}”? Its hosted page, files and visitors go too.`,
        okText: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      const res = await remove.mutateAsync({ params: { id: c.id } });
      toastSuccess(res.message ?? M.deleted);
    } catch {
      // §2: a failed delete says only this.
      toastError(M.deleteFailed);
    }
  };

  // §2 PDF: the save dialog in the desktop app, a download in the browser.
  const onPdf = async (c: DigitalCard) => {
    setPdfOf(c.id);
    try {
      const file = await downloadCardPdf(c.id);
      await saveBytes({ bytes: file.bytes, fileName: pdfFileNameOf(c), mimeType: PDF_MIME });
    } catch (err) {
      toastError(err);
    } finally {
      setPdfOf(null);
    }
  };

  const data = list.data;
  let body;
  if (list.isPending) body = <Skeleton active />;
  else if (list.isError && !data)
    body = (
      <Result
        status="error"
        title="The cards could not be loaded."
        subTitle={errorText(list.error, 'Something went wrong')}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  else if (!data || data.records.length === 0) body = <Empty description={M.noData} />;
  else
    body = (
      <>
        <Row gutter={[16, 16]}>
          {data.records.map((c) => (
            <Col key={c.id} xs={24} md={12} xl={8}>
              <CardTile
                card={c}
                editTo={cardPath('edit-card/:cardId', { cardId: c.id })}
                copyTo={cardPath('copy-card/:cardId', { cardId: c.id })}
                visitorsTo={cardPath('analytics/:cardId', { cardId: c.id })}
                onQr={() => setQrOf(c)}
                onPdf={() => void onPdf(c)}
                onDelete={() => void onDelete(c)}
                pdfLoading={pdfOf === c.id}
                deleting={remove.isPending && remove.variables?.params.id === c.id}
              />
            </Col>
          ))}
        </Row>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={PageNumber}
            pageSize={pagesize}
            total={data.total_Record_Count}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            onChange={(page, sizeNow) =>
              go(
                sizeNow !== pagesize
                  ? { pagesize: String(sizeNow), PageNumber: undefined }
                  : { PageNumber: String(page) },
              )
            }
          />
        </Flex>
      </>
    );

  return (
    <>
      <PageHeading
        title="My Cards"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(cardPath('create-card'))}>
            Create New Card
          </Button>
        }
      />
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <ListSearch
            value={Search ?? ''}
            onSearch={(text) => go({ Search: text || undefined, PageNumber: undefined })}
          />
        </Flex>
        {body}
      </Card>
      <QrDialog
        open={qrOf !== null}
        link={qrOf ? qrLinkOf(qrOf.htmlURL) : ''}
        fileName={qrOf ? `${qrOf.slug || 'card'}-qr` : 'qr-code'}
        onClose={() => setQrOf(null)}
      />
    </>
  );
}
