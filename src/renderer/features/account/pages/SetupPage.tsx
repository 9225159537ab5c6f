import { SafetyCertificateOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import type { z } from 'zod';
import { setupSchema } from '../../../../shared/account/schemas';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { errorText } from '../../../components/feedback/errorText';
import { PATHS } from '../../../lib/paths';
import { useCompleteSignIn, useSetup, useSetupStatus } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthEmailField } from '../components/AuthEmailField';
import { AuthSubmit } from '../components/AuthSubmit';

type SetupInput = z.input<typeof setupSchema>;

/** First run: the server has no Admin yet, so the first person creates the administrator account. */
export function SetupPage() {
  const status = useSetupStatus();
  const setup = useSetup();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<SetupInput>({
    resolver: zodResolver(setupSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(form, async (values) => {
    const { data } = await setup.mutateAsync({ body: values });
    completeSignIn(data);
  });

  if (status.isPending) {
    return (
      <AuthCard title="Welcome to BizSuite">
        <Skeleton active paragraph={{ rows: 6 }} />
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title="Welcome to BizSuite">
        <Result
          status="error"
          title="The server did not answer"
          subTitle={errorText(status.error)}
          extra={<Button onClick={() => void status.refetch()}>Try again</Button>}
        />
      </AuthCard>
    );
  }
  if (status.data.hasAdmin) return <Navigate to={PATHS.login} replace />;

  return (
    <AuthCard
      title="Welcome to BizSuite"
      subtitle="This server is new. Create the administrator account to start managing your customers."
    >
      <Alert
        type="info"
        showIcon
        icon={<SafetyCertificateOutlined />}
        title="The administrator can manage every user, plan and log. Keep these details safe."
        style={{ marginBottom: 20 }}
      />
      <VerticalForm label="Create administrator" onSubmit={onSubmit} formError={formError}>
        <FormField control={control} name="userName" label="Your name" required>
          {(field) => <TrimmedInput {...field} size="large" autoComplete="name" autoFocus />}
        </FormField>
        <AuthEmailField control={control} name="email" />
        <NewPasswordField control={control} name="password" extra="At least 6 characters." size="large" />
        <AuthSubmit submitting={submitting}>Create administrator account</AuthSubmit>
      </VerticalForm>
    </AuthCard>
  );
}
