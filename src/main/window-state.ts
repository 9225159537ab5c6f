export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_WINDOW = { width: 1280, height: 820 };
export const MIN_WINDOW = { width: 960, height: 600 };

/** How much of the title bar must land on a screen for the saved position to be reused. */
const MIN_VISIBLE = { width: 160, height: 40 };

/**
 * The bounds to open the window with: the saved ones when they still land on a connected display
 * (a laptop may have left its external monitor behind), otherwise the default size, centred by
 * Electron. Sizes are clamped to the largest work area so the window never opens off-screen.
 */
export function restoreWindowState(saved: WindowState | undefined, workAreas: Rect[]): WindowState {
  const largest = workAreas.reduce<Rect | undefined>(
    (best, area) => (!best || area.width * area.height > best.width * best.height ? area : best),
    undefined,
  );
  const clamp = (width: number, height: number) => ({
    width: Math.max(MIN_WINDOW.width, Math.min(width, largest?.width ?? width)),
    height: Math.max(MIN_WINDOW.height, Math.min(height, largest?.height ?? height)),
  });
  if (!saved) return { ...clamp(DEFAULT_WINDOW.width, DEFAULT_WINDOW.height), maximized: false };

  const size = clamp(saved.width, saved.height);
  if (saved.x === undefined || saved.y === undefined) return { ...size, maximized: saved.maximized };
  const titleBar: Rect = { x: saved.x, y: saved.y, width: size.width, height: MIN_VISIBLE.height };
  const visible = workAreas.some((area) => {
    const overlap = intersection(titleBar, area);
    return overlap.width >= MIN_VISIBLE.width && overlap.height >= MIN_VISIBLE.height / 2;
  });
  return visible
    ? { x: saved.x, y: saved.y, ...size, maximized: saved.maximized }
    : { ...size, maximized: saved.maximized };
}

function intersection(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/** The parts of BrowserWindow the tracker uses. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isMinimized(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/**
 * Saves the window's normal (un-maximized) bounds and maximized flag as they change, debounced,
 * and once more on close. Minimized states are not saved: reopening minimized helps nobody.
 */
export function trackWindowState(
  win: TrackedWindow,
  save: (state: WindowState) => void,
  delayMs = 400,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const capture = () => {
    if (win.isMinimized()) return;
    const bounds = win.getNormalBounds();
    save({ ...bounds, maximized: win.isMaximized() });
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(capture, delayMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event, later);
  win.on('close', () => {
    clearTimeout(timer);
    capture();
  });
}
