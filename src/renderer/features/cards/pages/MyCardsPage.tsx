import { useState } from 'react';
import { CARD_MESSAGES as M, type Card as DigitalCard } from '../../../../shared/cards/schemas';
import { PDF_MIME, saveBytes } from '../../../components/download';
import { toastError } from '../../../components/feedback/toast';
import { QrDialog } from '../../../components/qr/QrDialog';
import { TileGrid } from '../../../components/TileGrid';
import { useTileDelete } from '../../../components/useTileDelete';
import { cardPath } from '../../../lib/paths';
import { downloadCardPdf, useCards, useDeleteCard } from '../api';
import { pdfFileNameOf, qrLinkOf } from '../cardLinks';
import { CardTile } from '../components/CardTile';

const CARD_NAMES = { one: 'Card', many: 'Cards' };

/** My Cards (§2): a grid with Copy, Edit, QR, Link, PDF, Delete and a visitors link per card. */
export function MyCardsPage() {
  const remove = useTileDelete<DigitalCard>(useDeleteCard(), {
    ask: (c) => ({
      title: 'Delete card',
      content: `Delete “${c.cardName}”? Its hosted page, files and visitors go too.`,
    }),
    deleted: M.deleted,
    // §2: a failed delete says only this.
    failed: M.deleteFailed,
  });
  const [qrOf, setQrOf] = useState<DigitalCard | null>(null);
  const [pdfOf, setPdfOf] = useState<number | null>(null);

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

  const tile = (c: DigitalCard) => (
    <CardTile
      card={c}
      editTo={cardPath('edit-card/:cardId', { cardId: c.id })}
      copyTo={cardPath('copy-card/:cardId', { cardId: c.id })}
      visitorsTo={cardPath('analytics/:cardId', { cardId: c.id })}
      onQr={() => setQrOf(c)}
      onPdf={() => void onPdf(c)}
      onDelete={() => remove.onDelete(c)}
      pdfLoading={pdfOf === c.id}
      deleting={remove.isDeleting(c)}
    />
  );

  return (
    <TileGrid names={CARD_NAMES} createTo={cardPath('create-card')} useList={useCards} renderTile={tile}>
      <QrDialog
        open={qrOf !== null}
        link={qrOf ? qrLinkOf(qrOf.htmlURL) : ''}
        fileName={qrOf ? `${qrOf.slug || 'card'}-qr` : 'qr-code'}
        onClose={() => setQrOf(null)}
      />
    </TileGrid>
  );
}
