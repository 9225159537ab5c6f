import { useState } from 'react';

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

/** The input's own uploading state (its spinner), told to the form as well. */
export function useUploading(onUploadingChange?: (uploading: boolean) => void) {
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploadingChange?.(on);
  };
  return [uploading, busy] as const;
}
