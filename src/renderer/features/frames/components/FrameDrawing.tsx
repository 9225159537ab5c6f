import { useMemo } from 'react';
import type { FrameKind, FrameLayoutElements } from '../../../../shared/frames/rules';
import { frameSvg, type FrameSvgBrand } from '../../../../shared/frames/svg';
import { useElementWidth } from '../../../lib/useElementWidth';

export interface FrameDrawingProps {
  kind: FrameKind;
  elements: FrameLayoutElements;
  imageHref: string;
  imageAspect?: number | null;
  brand: FrameSvgBrand;
  /** Font id → family name loaded in the page (useFontFamilies). */
  fonts?: Readonly<Record<number, string>>;
  /** What the drawing shows, for screen readers. */
  label: string;
}

/**
 * A frame drawn with a brand by the shared SVG function (issue 12, Brand preview): the same drawing
 * the server turns into PNG. Drawn inline, not as an <img>, because an SVG shown as an image may not
 * load the frame image and the logo it refers to. All text in it is escaped by the function. It fills
 * the width it is given.
 */
export function FrameDrawing({
  kind,
  elements,
  imageHref,
  imageAspect,
  brand,
  fonts,
  label,
}: FrameDrawingProps) {
  const [ref, width] = useElementWidth(0);
  const svg = useMemo(
    () => (width > 0 ? frameSvg({ kind, elements, imageHref, imageAspect, brand, fonts, width }) : ''),
    [kind, elements, imageHref, imageAspect, brand, fonts, width],
  );
  const aspect = kind === 'nfc' ? '860 / 540' : String(imageAspect && imageAspect > 0 ? imageAspect : 1);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      style={{ width: '100%', aspectRatio: aspect, lineHeight: 0, overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
