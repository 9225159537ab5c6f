import { useState } from 'react';
import { CARD_MESSAGES as M, type Card as DigitalCard } from '../../../../shared/cards/schemas';
import { PDF_MIME, saveBytes } from '../../../components/download';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { QrDialog } from '../../../components/qr/QrDialog';
import { TileGrid } from '../../../components/TileGrid';
import { useUrlPage } from '../../../components/urlPage';
import { cardPath } from '../../../lib/paths';
import { downloadCardPdf, useCards, useDeleteCard } from '../api';
import { pdfFileNameOf, qrLinkOf } from '../cardLinks';
import { CardTile } from '../components/CardTile';

/** My Cards (§2): a grid with Copy, Edit, QR, Link, PDF, Delete and a visitors link per card. */
export function MyCardsPage() {
  const { page, update } = useUrlPage();
  const list = useCards(page);
  const remove = useDeleteCard();
  const [qrOf, setQrOf] = useState<DigitalCard | null>(null);
  const [pdfOf, setPdfOf] = useState<number | null>(null);

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

  return (
    <TileGrid<DigitalCard>
      title="My Cards"
      createLabel="Create New Card"
      createTo={cardPath('create-card')}
      page={page}
      go={update}
      list={list}
      noun="cards"
      emptyText={M.noData}
      span={{ xs: 24, md: 12, xl: 8 }}
      renderTile={(c) => (
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
      )}
    >
      <QrDialog
        open={qrOf !== null}
        link={qrOf ? qrLinkOf(qrOf.htmlURL) : ''}
        fileName={qrOf ? `${qrOf.slug || 'card'}-qr` : 'qr-code'}
        onClose={() => setQrOf(null)}
      />
    </TileGrid>
  );
}
