import { Card, Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EditorLoadState } from '../../../components/EditorLoadState';
import { PageHeading } from '../../../lib/PageHeading';
import { templateIdFrom } from '../paths';

interface RecordQuery<T> {
  data?: T;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface EditTemplateShellProps<T> {
  /** The record's query hook: `useTemplate`, `useWebTemplate`. */
  useRecord: (id: number, options: { enabled: boolean }) => RecordQuery<T>;
  /** The list the page returns to. */
  listPath: string;
  /** The loading card's style, the form's own. */
  cardStyle?: CSSProperties;
  /** The form, once the record is loaded. */
  children: (record: T) => ReactNode;
}

/**
 * An Edit Template page (design and web templates alike): the heading, then the form once the
 * template in the address is loaded; not found after a 404 (deleted), the error with Try again.
 */
export function EditTemplateShell<T>({
  useRecord,
  listPath,
  cardStyle,
  children,
}: EditTemplateShellProps<T>) {
  const navigate = useNavigate();
  const id = templateIdFrom(useParams().id);
  const record = useRecord(id ?? 0, { enabled: id !== null });
  return (
    <>
      <PageHeading title="Edit Template" />
      {record.data ? (
        children(record.data)
      ) : (
        <EditorLoadState
          valid={id !== null}
          query={record}
          what="template"
          backLabel="Back to the list"
          onBack={() => navigate(listPath)}
          loading={
            <Card style={cardStyle}>
              <Skeleton active />
            </Card>
          }
        />
      )}
    </>
  );
}
