import { useMemo } from 'react';
import { frameSvg, type FrameSvgInput } from '../../../../shared/frames/svg';
import { useElementWidth } from '../../../lib/useElementWidth';

/** The drawing's input but its width, which is the width the drawing is given; `fonts` are the families loaded in the page (useFontFamilies). */
export interface FrameDrawingProps extends Omit<FrameSvgInput, 'width'> {
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
