import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Form, Typography } from 'antd';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import { registerSchema, type RegisterInput } from '../../../../shared/account/schemas';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { useCompleteSignIn, useRegister } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthEmailField } from '../components/AuthEmailField';
import { MobileNumberFields } from '../components/MobileNumberFields';
import { LegalLink } from '../components/LegalLink';
import { AuthSubmit } from '../components/AuthSubmit';

/** A business signs up; the new User continues to onboarding. */
export function RegistrationPage() {
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      companyName: '',
      email: '',
      countryCode: DEFAULT_DIAL_CODE,
      mobileNumber: '',
      password: '',
      // Unticked until the user accepts (the schema takes only `true`).
      acceptTerms: undefined,
    },
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(form, async (values) => {
    const { data } = await register.mutateAsync({ body: values });
    completeSignIn(data, PATHS.onboarding);
  });
  const terms = useController({ control, name: 'acceptTerms' });
  const termsError = terms.fieldState.error?.message;

  return (
    <AuthCard title="Create your account" subtitle="Start with your company's details. It takes a minute.">
      <VerticalForm label="Registration" onSubmit={onSubmit} formError={formError}>
        <FormField control={control} name="companyName" label="Company name" required>
          {(field) => <TrimmedInput {...field} size="large" autoComplete="organization" autoFocus />}
        </FormField>
        <AuthEmailField control={control} name="email" />
        <MobileNumberFields control={control} countryCodeName="countryCode" mobileNumberName="mobileNumber" />
        <NewPasswordField control={control} name="password" extra="At least 6 characters." size="large" />
        <Form.Item
          validateStatus={termsError ? 'error' : undefined}
          help={termsError ? <span role="alert">{termsError}</span> : undefined}
        >
          <Checkbox
            ref={terms.field.ref}
            checked={terms.field.value === true}
            onChange={(e) => terms.field.onChange(e.target.checked)}
            onBlur={terms.field.onBlur}
            aria-invalid={termsError ? true : undefined}
          >
            I accept the <LegalLink doc="terms" /> and the <LegalLink doc="privacy" />
          </Checkbox>
        </Form.Item>
        <AuthSubmit submitting={submitting}>Create account</AuthSubmit>
      </VerticalForm>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        Already have an account? <Link to={PATHS.login}>Sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
