import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Button,
  ColorPicker,
  Flex,
  Form,
  InputNumber,
  Modal,
  Segmented,
  Select,
  Typography,
  Upload,
} from 'antd';
import QRCodeStyling from 'qr-code-styling';
import { useEffect, useRef, useState } from 'react';
import { saveBytes } from '../download';
import { toastError } from '../feedback/toast';
import {
  defaultQrChoices,
  QR_FORMATS,
  QR_MAX_SIZE,
  QR_MIN_SIZE,
  QR_SHAPE_LABELS,
  QR_SHAPES,
  qrFileOf,
  qrStylingOptions,
  type QrChoices,
  type QrFormat,
  type QrShape,
} from './qrOptions';
import { dataUrlOf } from '../../lib/fileData';

export interface QrDialogProps {
  open: boolean;
  /** What the code encodes: a campaign page, a card link with `?source=QR`… */
  link: string;
  /** The saved file's name; its extension follows the chosen format. */
  fileName: string;
  onClose: () => void;
}

const PREVIEW_SIDE = 240;

async function bytesOf(data: Blob | ArrayBuffer | Uint8Array | null): Promise<Uint8Array> {
  if (!data) throw new Error('The QR code could not be drawn.');
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(await data.arrayBuffer());
}

/**
 * The QR download shared by campaigns and cards (spec 02 §2): a square code of `link`, 300 px by
 * default, in png, jpeg, webp or svg, with a dot shape, colours and an optional logo; saved with the
 * desktop save dialog or as a browser download.
 */
export function QrDialog({ open, link, fileName, onClose }: QrDialogProps) {
  const [choices, setChoices] = useState<QrChoices>(defaultQrChoices);
  const [saving, setSaving] = useState(false);
  const qr = useRef<QRCodeStyling | null>(null);

  // Each opening starts from the defaults (a square 300 px PNG).
  useEffect(() => {
    if (open) setChoices(defaultQrChoices());
  }, [open]);

  // The preview is the same drawing at a fixed small side. A callback ref: the modal mounts its
  // body after the dialog opens, so the node arrives later than `open`.
  const [previewNode, setPreviewNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!open || !previewNode) return;
    const options = { ...qrStylingOptions(link, { ...choices, size: PREVIEW_SIDE }), type: 'svg' as const };
    if (!qr.current) qr.current = new QRCodeStyling(options);
    else qr.current.update(options);
    previewNode.replaceChildren();
    qr.current.append(previewNode);
  }, [open, previewNode, link, choices]);

  const set = (patch: Partial<QrChoices>) => setChoices((c) => ({ ...c, ...patch }));

  const download = async () => {
    setSaving(true);
    try {
      const drawing = new QRCodeStyling(qrStylingOptions(link, choices));
      const bytes = await bytesOf(await drawing.getRawData(choices.format));
      const file = qrFileOf(fileName, choices.format);
      await saveBytes({ bytes, fileName: file.fileName, mimeType: file.mimeType });
    } catch (err) {
      toastError(err, 'The QR code could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="QR Code"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          loading={saving}
          onClick={() => void download()}
        >
          Download
        </Button>,
      ]}
    >
      <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
        <div
          ref={setPreviewNode}
          role="img"
          aria-label={`QR code for ${link}`}
          style={{ width: PREVIEW_SIDE, height: PREVIEW_SIDE }}
        />
        <Typography.Text type="secondary" copyable ellipsis style={{ maxWidth: '100%' }}>
          {link}
        </Typography.Text>
      </Flex>
      <Form layout="vertical" component="div">
        <Form.Item label="Format">
          <Segmented<QrFormat>
            aria-label="Format"
            value={choices.format}
            options={QR_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
            onChange={(format) => set({ format })}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item label="Shape" htmlFor="qr-shape" style={{ minWidth: 180 }}>
            <Select<QrShape>
              id="qr-shape"
              value={choices.shape}
              options={QR_SHAPES.map((s) => ({ value: s, label: QR_SHAPE_LABELS[s] }))}
              onChange={(shape) => set({ shape })}
            />
          </Form.Item>
          <Form.Item label="Size (px)" htmlFor="qr-size">
            <InputNumber
              id="qr-size"
              min={QR_MIN_SIZE}
              max={QR_MAX_SIZE}
              step={50}
              value={choices.size}
              onChange={(v) => set({ size: typeof v === 'number' ? v : 300 })}
            />
          </Form.Item>
          <ColourItem label="Colour" value={choices.color} onChange={(color) => set({ color })} />
          <ColourItem
            label="Background"
            value={choices.background}
            onChange={(background) => set({ background })}
          />
        </Flex>
        <Form.Item label="Logo">
          <Flex gap={8} align="center">
            <Upload
              accept="image/png,image/jpeg,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                dataUrlOf(file).then(
                  (logo) => set({ logo }),
                  (err: unknown) => toastError(err, 'The logo could not be read.'),
                );
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{choices.logo ? 'Change logo' : 'Add logo'}</Button>
            </Upload>
            {choices.logo && (
              <Button icon={<DeleteOutlined />} onClick={() => set({ logo: null })}>
                Remove logo
              </Button>
            )}
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A colour of the code, chosen without transparency. */
function ColourItem({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  return (
    <Form.Item label={label}>
      <ColorPicker
        aria-label={label}
        value={value}
        disabledAlpha
        onChangeComplete={(c) => onChange(c.toHexString())}
      />
    </Form.Item>
  );
}
