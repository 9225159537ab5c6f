import { TagsOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { AssignCategoriesDialog, AssignUsersDialog } from '../../templates';
import type { Assignment } from './editorState';

const countOf = (all: boolean, ids: readonly number[]) =>
  all ? ' (all)' : ids.length ? ` (${ids.length})` : '';

/** An Admin's Assign User and Assign Category (spec 01 section 2), each with its dialog. */
export function FrameAssignment({
  assignment,
  onChange,
  disabled,
}: {
  assignment: Assignment;
  onChange: (patch: Partial<Assignment>) => void;
  disabled: boolean;
}) {
  const [assigning, setAssigning] = useState<'users' | 'categories' | null>(null);
  return (
    <>
      <Space wrap>
        <Button icon={<TeamOutlined />} onClick={() => setAssigning('users')} disabled={disabled}>
          Assign User
          {countOf(assignment.allUsers, assignment.users)}
        </Button>
        <Button icon={<TagsOutlined />} onClick={() => setAssigning('categories')} disabled={disabled}>
          Assign Category
          {countOf(assignment.allCategories, assignment.categories)}
        </Button>
      </Space>
      <AssignUsersDialog
        open={assigning === 'users'}
        value={assignment.users}
        all={assignment.allUsers}
        onCancel={() => setAssigning(null)}
        onConfirm={(users, allUsers) => {
          onChange({ users, allUsers });
          setAssigning(null);
        }}
      />
      <AssignCategoriesDialog
        open={assigning === 'categories'}
        value={assignment.categories}
        all={assignment.allCategories}
        onCancel={() => setAssigning(null)}
        onConfirm={(categories, allCategories) => {
          onChange({ categories, allCategories });
          setAssigning(null);
        }}
      />
    </>
  );
}
