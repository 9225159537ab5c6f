import { clampView, MAX_ZOOM, type PhotoView, type Size } from '../../shared/campaigns/layout';

/** The photo types the page takes (issue 15, Public page). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface LoadedPhoto {
  bitmap: ImageBitmap;
  size: Size;
}

/**
 * Decodes the visitor's photo upright: createImageBitmap with imageOrientation 'from-image' applies
 * the EXIF orientation a phone camera writes. The photo never leaves the browser here.
 */
export async function loadPhoto(file: Blob): Promise<LoadedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { bitmap, size: { width: bitmap.width, height: bitmap.height } };
}

/** How far one arrow key press moves the photo (in pan units, -1 to 1) or zooms it. */
export const PAN_STEP = 0.05;
export const ZOOM_STEP = 0.1;

/** The view after an arrow key (pan), + or - (zoom); null when the key does nothing here. */
export function viewAfterKey(view: PhotoView, key: string): PhotoView | null {
  const moves: Record<string, Partial<PhotoView>> = {
    // The photo moves the way the arrow points (a larger pan moves it right or down).
    ArrowLeft: { panX: view.panX - PAN_STEP },
    ArrowRight: { panX: view.panX + PAN_STEP },
    ArrowUp: { panY: view.panY - PAN_STEP },
    ArrowDown: { panY: view.panY + PAN_STEP },
    '+': { zoom: view.zoom + ZOOM_STEP },
    '=': { zoom: view.zoom + ZOOM_STEP },
    '-': { zoom: view.zoom - ZOOM_STEP },
  };
  const move = moves[key];
  return move ? clampView({ ...view, ...move }) : null;
}

/**
 * Pointer gestures on the preview: one pointer drags the photo, two pinch to zoom. `imagePerCss`
 * converts CSS pixels to image pixels; `overhang` is how far (image pixels) the drawn photo exceeds
 * the slot on each axis at the current view, which a pan of 1 covers.
 */
export function attachGestures(
  canvas: HTMLCanvasElement,
  get: () => { view: PhotoView; overhang: Size; imagePerCss: number } | null,
  set: (view: PhotoView) => void,
): void {
  const pointers = new Map<number, { x: number; y: number }>();
  let pinchFrom: { distance: number; zoom: number } | null = null;
  const distance = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  canvas.addEventListener('pointerdown', (e) => {
    if (!get()) return;
    canvas.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2) pinchFrom = { distance: distance(), zoom: get()!.view.zoom };
  });
  canvas.addEventListener('pointermove', (e) => {
    const last = pointers.get(e.pointerId);
    const state = get();
    if (!last || !state) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size >= 2 && pinchFrom) {
      const zoom = Math.min(MAX_ZOOM, Math.max(1, (pinchFrom.zoom * distance()) / pinchFrom.distance));
      set(clampView({ ...state.view, zoom }));
      return;
    }
    const dx = (e.clientX - last.x) * state.imagePerCss;
    const dy = (e.clientY - last.y) * state.imagePerCss;
    // Dragging right shows more of the photo's left: the pan follows the finger.
    const panX = state.overhang.width > 0 ? state.view.panX + (2 * dx) / state.overhang.width : 0;
    const panY = state.overhang.height > 0 ? state.view.panY + (2 * dy) / state.overhang.height : 0;
    set(clampView({ ...state.view, panX, panY }));
  });
  const end = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinchFrom = null;
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
}
