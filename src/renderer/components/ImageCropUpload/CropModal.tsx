import { Button, Flex, Modal, Slider, Typography } from 'antd';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { toastError } from '../feedback/toast';
import { cropImage, type CroppedImage } from './cropImage';
import type { OutputImageType } from './imageTypes';

export interface CropSource {
  url: string;
  fileName: string;
  mimeType: OutputImageType;
}

export interface CropModalProps {
  source: CropSource;
  title: string;
  aspect: number;
  cropShape: 'rect' | 'round';
  maxSide: number;
  onCancel: () => void;
  onCropped: (image: CroppedImage) => void;
  /** The file has an image extension but does not decode. */
  onUnreadable: () => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/** The full-screen crop step (spec 01 "Image upload with crop"): drag, zoom (wheel, slider or keys), save. */
export function CropModal({
  source,
  title,
  aspect,
  cropShape,
  maxSide,
  onCancel,
  onCropped,
  onUnreadable,
}: CropModalProps) {
  const hintId = `crop-hint-${useId().replace(/[^\w-]/g, '')}`;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    try {
      onCropped(
        await cropImage(source.url, area, { mimeType: source.mimeType, fileName: source.fileName, maxSide }),
      );
    } catch (err) {
      toastError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      width="100vw"
      centered={false}
      destroyOnHidden
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{
        container: { height: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, position: 'relative', minHeight: 0, background: '#141414', borderRadius: 8 },
      }}
      footer={
        <Flex wrap gap={16} align="center" justify="space-between">
          <Flex align="center" gap={12} style={{ flex: '1 1 240px', maxWidth: 420 }}>
            <Typography.Text id={`${hintId}-zoom`}>Zoom</Typography.Text>
            <Slider
              style={{ flex: 1 }}
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              ariaLabelledByForHandle={`${hintId}-zoom`}
              tooltip={{ formatter: (v) => `${Math.round((v ?? 1) * 100)}%` }}
            />
          </Flex>
          <Flex gap={8}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" loading={saving} disabled={!area} onClick={() => void save()}>
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Cropper
        image={source.url}
        crop={crop}
        zoom={zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        aspect={aspect}
        cropShape={cropShape}
        onCropChange={setCrop}
        onZoomChange={setZoom}
        onCropComplete={(_, pixels) => setArea(pixels)}
        mediaProps={{ alt: source.fileName, onError: onUnreadable }}
        cropperProps={{ 'aria-label': 'Crop area', 'aria-describedby': hintId }}
      />
      <span id={hintId} hidden>
        Drag or use the arrow keys to move the image; use the mouse wheel or the Zoom slider to zoom.
      </span>
    </Modal>
  );
}
