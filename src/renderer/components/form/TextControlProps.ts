/**
 * The props a custom text control (one FormField renders) takes: its text, given back as text (which
 * suits react-hook-form's `field.onChange`), and the wiring FormField passes for labels and errors.
 */
export interface TextControlProps {
  id?: string;
  value?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}
