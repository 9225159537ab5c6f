import { EditOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState, type ReactNode } from 'react';
import { RegionCard } from '../../../components/RegionCard';

/**
 * A card of saved details with Edit Details (spec 01 section 2: Company Details, Billing Details):
 * what is saved (or `emptyText` before the first save), and the form in its place while editing.
 */
export function DetailsCard({
  title,
  view,
  emptyText,
  form,
}: {
  title: string;
  /** The saved details; null before the first save. */
  view: ReactNode | null;
  emptyText: string;
  /** The form, which calls `done` once saved or cancelled. */
  form: (done: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <RegionCard
      title={title}
      style={{ marginBottom: 16 }}
      extra={
        !editing && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit Details
          </Button>
        )
      }
    >
      {editing ? (
        form(() => setEditing(false))
      ) : view !== null ? (
        view
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      )}
    </RegionCard>
  );
}
