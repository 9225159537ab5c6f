import { useState } from 'react';
import { toastError } from './feedback/toast';

/** The props of an input that stores its file as soon as it is chosen and hands back what was stored. */
export interface UploadInputProps<V> {
  id?: string;
  /** What is stored now (an address, a package). */
  value?: V | null;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** While the file is being stored, so that the form waits for what it hands back. */
  onUploadingChange?: (uploading: boolean) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * The input's own uploading state (its spinner), told to the form as well, and `store`: stores a
 * chosen file with the spinner on and hands what was stored to the form; a failure is a toast, after
 * `onFailure` (the input's own display of it). `aria` is for the input's box.
 */
export function useUploadInput<V>({
  onChange,
  onUploadingChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: UploadInputProps<V>) {
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploadingChange?.(on);
  };
  const store = async (upload: () => Promise<V>, onFailure?: (err: unknown) => void) => {
    busy(true);
    try {
      onChange(await upload());
    } catch (err) {
      onFailure?.(err);
      toastError(err);
    } finally {
      busy(false);
    }
  };
  return { uploading, store, aria: { 'aria-describedby': describedBy, 'aria-invalid': invalid } };
}
