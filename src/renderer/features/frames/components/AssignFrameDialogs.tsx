import type { Frame } from '../../../../shared/frames/schemas';
import { FRAME_MESSAGES } from '../../../../shared/frames/schemas';
import { toastSuccess } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { AssignCategoriesDialog, AssignUsersDialog } from '../../templates';
import { useAssignFrame } from '../api';

export interface AssignTarget {
  frame: Frame;
  what: 'users' | 'categories';
}

/**
 * Assigning a frame from an admin list (spec 01 sections 2 and 7): the Assign User or Assign
 * Category dialog with the frame's current choice; Confirm sends it with the other side unchanged
 * and shows the server's message (section 8: assignment messages come from the server).
 */
export function AssignFrameDialogs({
  target,
  onClose,
}: {
  target: AssignTarget | null;
  onClose: () => void;
}) {
  const assign = useAssignFrame();
  const onError = useApiErrorHandler();
  const frame = target?.frame;

  const confirm = async (
    change: Partial<Pick<Frame, 'users' | 'categories' | 'allUsers' | 'allCategories'>>,
  ) => {
    if (!frame) return;
    onClose();
    try {
      const { message } = await assign.mutateAsync({
        body: {
          frameId: frame.id,
          users: frame.users,
          categories: frame.categories,
          allUsers: frame.allUsers,
          allCategories: frame.allCategories,
          ...change,
        },
      });
      toastSuccess(message ?? FRAME_MESSAGES.assigned);
    } catch (err) {
      onError(err);
    }
  };

  return (
    <>
      <AssignUsersDialog
        open={target?.what === 'users'}
        value={frame?.users ?? []}
        all={frame?.allUsers ?? false}
        onCancel={onClose}
        onConfirm={(users, allUsers) => void confirm({ users, allUsers })}
      />
      <AssignCategoriesDialog
        open={target?.what === 'categories'}
        value={frame?.categories ?? []}
        all={frame?.allCategories ?? false}
        onCancel={onClose}
        onConfirm={(categories, allCategories) => void confirm({ categories, allCategories })}
      />
    </>
  );
}
