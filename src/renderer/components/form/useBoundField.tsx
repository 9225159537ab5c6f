import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A control bound to react-hook-form with what its `Form.Item` needs: an `id` for the label's
 * `for`, and the error shown red, announced and named by `errorId` (for the control's
 * `aria-describedby`).
 */
export function useBoundField<T extends FieldValues, N extends FieldPath<T>>(control: Control<T>, name: N) {
  const { field, fieldState } = useController({ control, name });
  const id = `${name.replace(/[^\w-]/g, '-')}-${useId().replace(/[^\w-]/g, '')}`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  const itemProps = {
    validateStatus: error ? ('error' as const) : undefined,
    help: error ? (
      <span id={errorId} role="alert">
        {error}
      </span>
    ) : undefined,
  };
  return { field, id, errorId, error, itemProps };
}
