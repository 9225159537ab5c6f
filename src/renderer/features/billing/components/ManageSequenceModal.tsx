import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { SubscriptionPackage } from '../../../../shared/billing/contract';
import { errorText } from '../../../components/feedback/errorText';
import { toastSuccess } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { useSortSensors } from '../../../components/useSortSensors';
import { fetchAllPackages, PACKAGE_SEQUENCE_KEY, useSavePackageSequence } from '../api';
import { SequenceRow } from './SequenceRow';

export interface ManageSequenceModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Manage Sequence (spec 00 section 2): drag the packages into the order customers see them, with
 * the mouse, touch, or the keyboard (Space on a handle, the arrow keys, Space again); Save sends
 * the ordered list.
 */
export function ManageSequenceModal({ open, onClose }: ManageSequenceModalProps) {
  const all = useQuery({
    queryKey: PACKAGE_SEQUENCE_KEY,
    queryFn: fetchAllPackages,
    enabled: open,
    staleTime: 0,
  });
  const [order, setOrder] = useState<SubscriptionPackage[]>([]);
  const save = useSavePackageSequence();
  const onError = useApiErrorHandler();
  const sensors = useSortSensors();

  useEffect(() => {
    if (open && all.data) setOrder(all.data);
  }, [open, all.data]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((list) => {
      const from = list.findIndex((p) => p.id === active.id);
      const to = list.findIndex((p) => p.id === over.id);
      return arrayMove(list, from, to);
    });
  };

  const submit = async () => {
    try {
      const { message } = await save.mutateAsync({ body: order.map((p) => p.id) });
      toastSuccess(message ?? 'Sequence updated successfully');
      onClose();
    } catch (err) {
      onError(err);
    }
  };

  const nameOf = (id: unknown) => order.find((p) => p.id === id)?.name ?? 'package';
  return (
    <Modal
      open={open}
      title="Manage Sequence"
      onCancel={onClose}
      destroyOnHidden
      okText="Save"
      onOk={() => void submit()}
      okButtonProps={{ disabled: order.length < 2, loading: save.isPending }}
    >
      <Typography.Paragraph type="secondary">
        Drag a package by its handle, or focus the handle, press Space, move with the arrow keys and press
        Space again.
      </Typography.Paragraph>
      {all.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(all.error, 'The packages could not be loaded.')}
          action={
            <Button size="small" onClick={() => void all.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !all.data ? (
        <Skeleton active />
      ) : order.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No packages yet." />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
              onDragOver: ({ active, over }) =>
                over
                  ? `${nameOf(active.id)} is at position ${order.findIndex((p) => p.id === over.id) + 1} of ${order.length}.`
                  : `${nameOf(active.id)} is no longer over the list.`,
              onDragEnd: ({ active, over }) =>
                over
                  ? `${nameOf(active.id)} dropped at position ${order.findIndex((p) => p.id === over.id) + 1} of ${order.length}.`
                  : `${nameOf(active.id)} dropped.`,
              onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
            },
          }}
        >
          <SortableContext items={order.map((p) => p.id)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Package sequence" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {order.map((pkg, i) => (
                <SequenceRow key={pkg.id} pkg={pkg} position={i + 1} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </Modal>
  );
}
