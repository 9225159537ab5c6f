import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ROLES } from '../../../../shared/account/modules';
import { staffSchema } from '../../../../shared/users/contract';
import { errorText } from '../../../components/feedback/errorText';
import { toastSuccess } from '../../../components/feedback/toast';
import { applyServerErrors } from '../../../components/form/applyServerErrors';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useCreateStaff } from '../api';

type StaffInput = z.input<typeof staffSchema>;
const EMPTY: StaffInput = { userName: '', email: '', password: '', role: 'Admin' };

/** Add Admin (user-and-roles): a staff account with a user name, e-mail, password and role. */
export function AddAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateStaff();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<StaffInput>({
    resolver: zodResolver(staffSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await create.mutateAsync({ body: values });
      toastSuccess(message ?? 'User details updated');
      close();
    } catch (err) {
      if (!applyServerErrors(setError, err)) setFormError(errorText(err));
    }
  });

  return (
    <Modal
      open={open}
      title="Add Admin"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="add-admin-form" loading={create.isPending}>
          Save
        </Button>,
      ]}
    >
      {formError && (
        <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
      )}
      <form id="add-admin-form" onSubmit={onSubmit} noValidate aria-label="Add Admin">
        <Form layout="vertical" component={false}>
          <FormField control={control} name="userName" label="User Name" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="email" label="Email" required>
            {(field) => <TrimmedInput {...field} type="email" autoComplete="off" />}
          </FormField>
          <FormField
            control={control}
            name="password"
            label="Password"
            required
            extra="At least 6 characters. Share it with the new admin; they can change it later."
          >
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
          <FormField
            control={control}
            name="role"
            label="Role"
            required
            extra="Accounts with the role User are business logins; they are listed under Masters > User."
          >
            {(field) => (
              <Select
                {...field}
                onChange={(v) => field.onChange(v)}
                options={ROLES.map((r) => ({ value: r, label: r }))}
              />
            )}
          </FormField>
        </Form>
      </form>
    </Modal>
  );
}
