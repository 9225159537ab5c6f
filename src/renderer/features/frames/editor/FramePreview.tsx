import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  elementKeysOf,
  elementLabel,
  isImageElement,
  type Canvas,
  type FrameElement,
  type FrameKind,
  type NfcImageFit,
  textRoomOf,
} from '../../../../shared/frames/rules';
import { elementText, qrMatrix, qrSvg, type FrameSvgBrand } from '../../../../shared/frames/svg';
import { EditorDragItem, EditorDragStage } from '../../../components/EditorDragStage';
import { useElementWidth } from '../../../lib/useElementWidth';
import { cssFamily } from '../components/frameFonts';
import { SAMPLE_BRAND } from '../components/sampleBrand';
import type { EditorImage } from './editorState';
import { boxToPixels, dragToUnits, elementBox, moveByKey, moveWithin, previewSize } from './geometry';

const MOVE_HINT =
  'Drag the element with the mouse, or focus it and use the arrow keys to move it; hold Shift for bigger steps.';

type Size = { width: number; height: number };

export interface FramePreviewProps {
  kind: FrameKind;
  image: EditorImage | null;
  /** NFC: how the image fills the card, as the download draws it. */
  imageFit?: NfcImageFit;
  elements: Record<string, FrameElement>;
  /** What the elements show: the user's brand, else each element's name. */
  brand: FrameSvgBrand | null;
  families: Readonly<Record<number, string>>;
  /** The element whose panel is open, outlined. */
  selected: string | null;
  onMove: (key: string, element: FrameElement) => void;
  onSelect: (key: string) => void;
}

/**
 * The draggable preview (spec 01 section 2): the frame image 500 px tall (NFC 540 px, on an 860-wide
 * canvas), each displayed element on it at its layout position. An element is a button: drag it
 * (dnd-kit, kept inside the frame) or focus it and press the arrow keys, Shift for bigger steps.
 */
export function FramePreview({
  kind,
  image,
  imageFit,
  elements,
  brand,
  families,
  selected,
  onMove,
  onSelect,
}: FramePreviewProps) {
  const [measureRef, available] = useElementWidth(undefined);
  const size = previewSize(kind, image?.aspect, available);
  const sizes = useRef(new Map<string, Size>());
  const labelOf = (key: string) => elementLabel(kind, key);

  const onDragEnd = (key: string, delta: { x: number; y: number }) => {
    const el = elements[key];
    if (!el || (delta.x === 0 && delta.y === 0)) return;
    const { dx, dy } = dragToUnits(delta, size.scale);
    onMove(key, moveWithin(el, dx, dy, size.canvas, sizes.current.get(key) ?? { width: 0, height: 0 }));
  };

  const shown = elementKeysOf(kind).filter((key) => elements[key]?.isDisplay);

  return (
    <EditorDragStage
      measureRef={measureRef}
      label="Frame preview"
      moveHint={MOVE_HINT}
      itemLabel={labelOf}
      width={size.width}
      height={size.height}
      imageSrc={image ? image.href : null}
      imageFit={kind === 'nfc' ? (imageFit ?? 'cover') : 'fill'}
      emptyText="Upload a frame image (png, jpeg or jpg) to place the elements on it."
      checkerboard
      onDragEnd={onDragEnd}
    >
      {shown.map((key) => (
        <DraggableElement
          key={key}
          kind={kind}
          elementKey={key}
          label={labelOf(key)}
          element={elements[key]}
          brand={brand}
          families={families}
          scale={size.scale}
          canvas={size.canvas}
          selected={selected === key}
          onMeasured={(unitSize) => sizes.current.set(key, unitSize)}
          onMove={(el) => onMove(key, el)}
          onSelect={() => onSelect(key)}
        />
      ))}
    </EditorDragStage>
  );
}

interface DraggableElementProps {
  kind: FrameKind;
  elementKey: string;
  label: string;
  element: FrameElement;
  brand: FrameSvgBrand | null;
  families: Readonly<Record<number, string>>;
  scale: number;
  canvas: Canvas;
  selected: boolean;
  onMeasured: (size: Size) => void;
  onMove: (element: FrameElement) => void;
  onSelect: () => void;
}

const round = (n: number) => Math.round(n);

function DraggableElement({
  kind,
  elementKey,
  label,
  element: el,
  brand,
  families,
  scale,
  canvas,
  selected,
  onMeasured,
  onMove,
  onSelect,
}: DraggableElementProps) {
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const picture = isImageElement(kind, elementKey);

  // A text element is as wide as its text in its font: measured on the page, kept in units.
  const [measuredPx, setMeasuredPx] = useState<Size | null>(null);
  useEffect(() => {
    const node = buttonRef.current;
    if (!node || picture) return;
    const measure = () =>
      setMeasuredPx((prev) =>
        prev && prev.width === node.offsetWidth && prev.height === node.offsetHeight
          ? prev
          : { width: node.offsetWidth, height: node.offsetHeight },
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [picture]);

  const unitSize: Size = picture
    ? { width: el.size, height: el.size }
    : measuredPx && scale > 0
      ? { width: measuredPx.width / scale, height: measuredPx.height / scale }
      : { width: 0, height: el.size };
  // Issue 23: a line wider than the room its anchor leaves is drawn narrower, as the download
  // draws it (textLength), so what the editor shows stays inside the frame.
  const room = textRoomOf(el, canvas);
  const squeeze = !picture && unitSize.width > room && unitSize.width > 0 ? room / unitSize.width : 1;
  const fitted = squeeze < 1 ? { ...unitSize, width: room } : unitSize;
  // A block body: what onMeasured returns must never become this effect's clean-up.
  useEffect(() => {
    onMeasured(fitted);
  }, [fitted.width, fitted.height]); // eslint-disable-line react-hooks/exhaustive-deps

  const box = boxToPixels(elementBox(el, fitted), scale);
  const own = brand ?? SAMPLE_BRAND;
  const text = picture ? null : (elementText(elementKey, own) ?? label);
  // Fields the user has not filled in show their name, faded, so they can still be placed.
  const placeholder = !picture && !elementText(elementKey, own);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const moved = moveByKey(el, e.key, e.shiftKey, canvas, fitted);
    if (!moved) return;
    e.preventDefault();
    onMove(moved);
  };

  return (
    <EditorDragItem
      id={elementKey}
      label={`${label}, x ${round(el.x)}, y ${round(el.y)}`}
      selected={selected}
      outlineOffset={2}
      style={{
        left: box.left,
        top: box.top,
        width: picture ? box.width : undefined,
        height: picture ? box.height : undefined,
        color: el.color,
        fontFamily: cssFamily(families, el.fontFamilyId, el.fontFamilyName),
        fontSize: el.size * scale,
        lineHeight: 1,
        whiteSpace: 'pre',
        opacity: placeholder ? 0.55 : 1,
        ...(squeeze < 1 ? { transform: `scaleX(${squeeze})`, transformOrigin: 'left top' } : {}),
      }}
      onKeyDown={onKeyDown}
      onSelect={onSelect}
      buttonRef={buttonRef}
    >
      {picture ? <PictureContent kind={kind} elementKey={elementKey} element={el} brand={own} /> : text}
    </EditorDragItem>
  );
}

/** The logo or the QR drawn in its square box. */
function PictureContent({
  kind,
  elementKey,
  element,
  brand,
}: {
  kind: FrameKind;
  elementKey: string;
  element: FrameElement;
  brand: FrameSvgBrand;
}) {
  const qrTarget = brand.qrUrl?.trim() || SAMPLE_BRAND.qrUrl;
  const isQr = kind === 'nfc' && elementKey === 'qr';
  const qr = useMemo(() => (isQr ? qrMatrix(qrTarget) : null), [isQr, qrTarget]);
  if (qr) {
    return (
      <svg
        viewBox="0 0 100 100"
        width="100%"
        height="100%"
        aria-hidden
        style={{ display: 'block' }}
        dangerouslySetInnerHTML={{ __html: qrSvg(qr, 0, 0, 100, element.color) }}
      />
    );
  }
  return (
    <img
      src={brand.companyLogo?.trim() || SAMPLE_BRAND.companyLogo}
      alt=""
      draggable={false}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' }}
    />
  );
}
