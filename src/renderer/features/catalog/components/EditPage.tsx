import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../lib/PageHeading';
import { NotFoundCard } from './NotFoundCard';

export interface EditPageProps<T> {
  title: string;
  /** "Tag": for "Tag not found". */
  what: string;
  /** The list to go back to. */
  back: string;
  row: { data?: T; isPending: boolean };
  children: (row: T) => ReactNode;
}

/** An `{id}/edit` page: the form once the row is loaded, a skeleton before, not found after a 404. */
export function EditPage<T>({ title, what, back, row, children }: EditPageProps<T>) {
  return (
    <>
      <PageHeading title={title} />
      {row.data ? (
        children(row.data)
      ) : row.isPending ? (
        <Skeleton active />
      ) : (
        <NotFoundCard what={what} back={back} />
      )}
    </>
  );
}
