import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  GROUP_MESSAGES as M,
  groupFormSchema,
  type GroupDetail,
  type GroupForm,
} from '../../../../shared/whatsapp/groups';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { recordIdOf, useRecordForm, type RecordTarget } from '../../../components/form/useRecordForm';
import { useGroup, useSaveGroup } from './api';
import { ContactPicker } from './ContactPicker';

const EMPTY: GroupForm = { name: '', groupType: 'User', ContactIds: [] };
const formOf = (g: GroupDetail): GroupForm => ({
  name: g.name,
  groupType: g.groupType,
  ContactIds: g.ContactIds,
});

export interface GroupFormModalProps {
  /** null: closed; 'new': Add Group; a number: Edit that group. */
  target: RecordTarget;
  onClose: () => void;
}

/**
 * Add or Edit Group (spec 03 §2.2, §5.2, §8.4): a name and its contacts. Success says "Group Created
 * successfully" or "Group Updated successfully"; a failure shows the server's message, else
 * "Failed to Create Group" or "Failed to Update Group".
 */
export function GroupFormModal({ target, onClose }: GroupFormModalProps) {
  const id = recordIdOf(target);
  const existing = useGroup(id);
  const save = useSaveGroup();
  const form = useForm<GroupForm>({ resolver: zodResolver(groupFormSchema), defaultValues: EMPTY });
  const { control } = form;
  const dialog = useRecordForm(form, {
    target,
    onClose,
    empty: EMPTY,
    formOf,
    record: existing,
    save,
    submit: {
      successToast: id === null ? M.created : M.updated,
      fallback: id === null ? M.createFailed : M.updateFailed,
      failureToast: true,
    },
  });

  const title = id === null ? 'Add Group' : 'Edit Group';
  return (
    <RecordFormModal
      {...dialog}
      title={title}
      width={560}
      formId="group-form"
      notFound={M.notFound}
      skeletonRows={3}
    >
      <FormField control={control} name="name" label="Group Name" required>
        {(field) => <TrimmedInput {...field} autoComplete="off" maxLength={100} />}
      </FormField>
      <FormField
        control={control}
        name="ContactIds"
        label="Contacts"
        extra="Search by name or number; a campaign to this group goes to its opted-in contacts."
      >
        {({ ref: _ref, ...field }) => <ContactPicker {...field} />}
      </FormField>
    </RecordFormModal>
  );
}
