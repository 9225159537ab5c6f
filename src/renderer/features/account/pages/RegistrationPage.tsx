import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import { registerSchema, type RegisterInput } from '../../../../shared/account/schemas';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PATHS } from '../../../lib/paths';
import { useCompleteSignIn, useRegister } from '../api';
import { AuthCard } from '../components/AuthCard';
import { CountryCodeSelect } from '../components/CountryCodeSelect';
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
          <Row gutter={12}>
            <Col span={9}>
              <FormField control={control} name="countryCode" label="Country code" required>
                {(field) => <CountryCodeSelect {...field} size="large" />}
              </FormField>
            </Col>
            <Col span={15}>
              <FormField control={control} name="mobileNumber" label="Mobile number" required>
                {(field) => (
                  <DigitsInput {...field} size="large" autoComplete="tel-national" maxLength={15} />
                )}
              </FormField>
            </Col>
          </Row>
          <FormField
            control={control}
            name="password"
            label="Password"
            required
            extra="At least 6 characters."
          >
            {(field) => <Input.Password {...field} size="large" autoComplete="new-password" />}
          </FormField>
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
