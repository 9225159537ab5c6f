import { withScheme } from '../../../shared/forms/web-address';
import { TrimmedInput, type TrimmedInputProps } from './TrimmedInput';

export type LinkInputProps = Omit<TrimmedInputProps, 'normalize'>;

/**
 * A web address field: on blur the text is trimmed and gets http:// when it has no scheme
 * (spec 00 section 5). `inputMode` rather than `type="url"`, so the browser's own validation never
 * blocks a form that the zod schema accepts.
 */
export function LinkInput(props: LinkInputProps) {
  return (
    <TrimmedInput inputMode="url" autoComplete="url" spellCheck={false} {...props} normalize={withScheme} />
  );
}
