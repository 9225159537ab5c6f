import type { Ref } from 'react';

export interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** Its name for assistive technology and tests ("Excel file"); left out where the button names it. */
  label?: string;
  /** The file chosen, undefined when the choice was empty. */
  onFile: (file: File | undefined) => void;
}

/**
 * The browser's file input behind a Choose button (the button clicks it): hidden, out of the tab
 * order, and cleared after each choice, so that choosing the same file again (after fixing it) fires
 * a change again. One input for every picker that falls back to it.
 */
export function HiddenFileInput({ ref, accept, label, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      aria-label={label}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        onFile(file);
      }}
    />
  );
}
