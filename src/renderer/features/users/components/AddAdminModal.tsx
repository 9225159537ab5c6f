import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Modal, Select } from 'antd';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ROLES } from '../../../../shared/account/modules';
import { staffSchema } from '../../../../shared/users/contract';
import { DismissButton } from '../../../components/DismissButton';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { useCreateStaff } from '../api';

type StaffInput = z.input<typeof staffSchema>;
const EMPTY: StaffInput = { userName: '', email: '', password: '', role: 'Admin' };

/** Add Admin (user-and-roles): a staff account with a user name, e-mail, password and role. */
export function AddAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateStaff();
  const form = useForm<StaffInput>({
    resolver: zodResolver(staffSchema),
    defaultValues: EMPTY,
  });
  const { control, reset } = form;
  const { onSubmit, formError, clearFormError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = await create.mutateAsync({ body });
      close();
      return saved;
    },
    { successToast: 'User details updated' },
  );

  function close() {
    reset(EMPTY);
    clearFormError();
    onClose();
  }

  return (
    <Modal
      open={open}
      title="Add Admin"
      onCancel={close}
      destroyOnHidden
      footer={[
        <DismissButton key="cancel" label="Cancel" onClick={close} />,
        <Button key="save" type="primary" htmlType="submit" form="add-admin-form" loading={submitting}>
          Save
        </Button>,
      ]}
    >
      <FormError message={formError} />
      <form id="add-admin-form" onSubmit={onSubmit} noValidate aria-label="Add Admin">
        <Form layout="vertical" component={false}>
          <FormField control={control} name="userName" label="User Name" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="email" label="Email" required>
            {(field) => <TrimmedInput {...field} type="email" autoComplete="off" />}
          </FormField>
          <NewPasswordField
            control={control}
            name="password"
            extra="At least 6 characters. Share it with the new admin; they can change it later."
          />
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
