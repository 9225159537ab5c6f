import { desktopBridge } from '../lib/desktop';
import { toastError } from './feedback/toast';

/**
 * Choose an image: the desktop's open dialog, or in a browser the page's file input (whose change
 * handler takes it from there). What the dialog picked goes to `take`; a failure is a toast.
 */
export async function pickImage(
  input: HTMLInputElement | null,
  take: (image: Blob, fileName: string) => unknown,
): Promise<void> {
  const desktop = desktopBridge();
  if (!desktop) {
    input?.click();
    return;
  }
  try {
    const picked = await desktop.dialogOpenImage();
    if (picked.cancelled) return;
    if ('error' in picked) {
      toastError(picked.error);
      return;
    }
    await take(new Blob([new Uint8Array(picked.bytes)], { type: picked.mimeType }), picked.fileName);
  } catch (err) {
    toastError(err);
  }
}
