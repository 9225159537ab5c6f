import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import type { InvoiceDocument } from '../../../../shared/billing/invoice';
import { DismissButton } from '../../../components/DismissButton';
import { PDF_MIME, saveBytes, withExtension } from '../../../components/download';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { downloadPlanInvoicePdf, useLogInvoice, usePlanInvoice } from '../api';
import { InvoiceView } from './InvoiceView';

/** Which document to show: a plan's (My Subscriptions) or a log row's (Payment and Plan Logs). */
export type InvoiceSource =
  | { kind: 'plan'; userPlanId: number; userId?: number; title: 'INVOICE' | 'ESTIMATE' }
  | { kind: 'log'; userPlanId: number; userId: number; title: 'INVOICE' | 'ESTIMATE' };

export interface InvoiceModalProps {
  source: InvoiceSource | null;
  onClose: () => void;
}

const fileNameOf = (doc: { title: string; invoiceNumber: string | null; id: number }) =>
  `${doc.title === 'INVOICE' ? 'invoice' : 'estimate'}-${(doc.invoiceNumber ?? String(doc.id)).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/**
 * The Invoice/Estimate view with Save as PDF: the server draws the PDF from the same document, and
 * it is saved through the desktop save dialog or a browser download.
 */
export function InvoiceModal({ source, onClose }: InvoiceModalProps) {
  const open = source !== null;
  const id = source?.userPlanId ?? 0;
  const plan = usePlanInvoice(id, source?.userId, open && source?.kind === 'plan');
  const log = useLogInvoice(id, open && source?.kind === 'log');
  const query = source?.kind === 'log' ? log : plan;
  const doc: InvoiceDocument | undefined = query.data;
  const [saving, setSaving] = useState(false);

  const savePdf = async () => {
    if (!source) return;
    setSaving(true);
    try {
      const file = await downloadPlanInvoicePdf(source.userPlanId, source.userId);
      await saveBytes({
        bytes: file.bytes,
        fileName: withExtension(
          file.fileName !== 'download'
            ? file.fileName
            : fileNameOf(doc ?? { ...source, invoiceNumber: null, id }),
          'pdf',
        ),
        mimeType: PDF_MIME,
      });
    } catch (err) {
      toastError(err, MESSAGES.downloadFailed);
    } finally {
      setSaving(false);
    }
  };

  const title = doc?.title ?? source?.title ?? 'INVOICE';
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title === 'INVOICE' ? 'Invoice' : 'Estimate'}
      width={860}
      destroyOnHidden
      footer={[
        <DismissButton key="close" label="Close" onClick={onClose} />,
        <Button
          key="pdf"
          type="primary"
          icon={<FilePdfOutlined aria-hidden />}
          loading={saving}
          disabled={!doc}
          onClick={() => void savePdf()}
        >
          Save as PDF
        </Button>,
      ]}
    >
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(query.error, 'The document could not be loaded.')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : doc ? (
        <InvoiceView doc={doc} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
