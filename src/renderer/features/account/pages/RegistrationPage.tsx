import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Form, Typography } from 'antd';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import { registerSchema, type RegisterInput } from '../../../../shared/account/schemas';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { useCompleteSignIn, useRegister } from '../api';
import { AuthCard } from '../components/AuthCard';
import { MobileNumberFields } from '../components/MobileNumberFields';
import { LegalLink } from '../components/LegalLink';

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
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Registration">
        <Form layout="vertical" component={false}>
          <FormField control={control} name="companyName" label="Company name" required>
            {(field) => <TrimmedInput {...field} size="large" autoComplete="organization" autoFocus />}
          </FormField>
          <FormField control={control} name="email" label="Email" required>
            {(field) => <TrimmedInput {...field} size="large" type="email" autoComplete="email" />}
          </FormField>
          <MobileNumberFields
            control={control}
            countryCodeName="countryCode"
            mobileNumberName="mobileNumber"
          />
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
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            Create account
          </Button>
        </Form>
      </form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        Already have an account? <Link to={PATHS.login}>Sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
