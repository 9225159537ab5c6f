import { Button, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../shared/http/client';
import { errorText } from './feedback/errorText';
import { MESSAGES } from './messages';

export interface EditorLoadStateProps {
  /** False when the address holds no usable id: not found without asking the server. */
  valid: boolean;
  /** The record's query, not yet answered with the record. */
  query: { error: unknown; isError: boolean; refetch: () => unknown };
  /** The record in the visible text: "template" gives "Template not found". */
  what: string;
  /** "Back to the list", "Back to the frames". */
  backLabel: string;
  onBack: () => void;
  /** What shows while the record loads. */
  loading: ReactNode;
}

/**
 * What an edit page shows until its record is there to edit: not found after a 404 (a deleted
 * record, or another user's, answers 404 too), the error with Try again, else the loading view.
 */
export function EditorLoadState({ valid, query, what, backLabel, onBack, loading }: EditorLoadStateProps) {
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  if (missing)
    return (
      <Result
        status="404"
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} not found`}
        subTitle={`It may have been deleted. Open a ${what} from the list to edit it.`}
        extra={
          <Button type="primary" onClick={onBack}>
            {backLabel}
          </Button>
        }
      />
    );
  if (query.isError)
    return (
      <Result
        status="error"
        title={MESSAGES.somethingWentWrong}
        subTitle={errorText(query.error, `The ${what} could not be loaded.`)}
        extra={
          <Flex gap={8} justify="center">
            <Button type="primary" onClick={() => void query.refetch()}>
              Try again
            </Button>
            <Button onClick={onBack}>{backLabel}</Button>
          </Flex>
        }
      />
    );
  return loading;
}
