import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { withoutTrailingCommas } from '../../../../shared/brand/rules';
import {
  companyFormSchema,
  type Brand,
  type CompanyForm as CompanyValues,
} from '../../../../shared/brand/schemas';
import { FormActions } from '../../../components/form/FormActions';
import { FormError } from '../../../components/form/FormError';
import { GridField } from '../../../components/form/GridField';
import { LinkInput } from '../../../components/form/LinkInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useSaveCompany } from '../api';
import { useBrandFormSubmit } from './useBrandFormSubmit';
import { BRAND_MESSAGES } from '../messages';
import { BusinessTypeInput } from './BusinessTypeInput';
import { ColorInput } from './ColorInput';
import { LogoInput } from './LogoInput';

export interface CompanyFormProps {
  /** What is saved so far (empty fields until the first save). */
  brand: Brand;
  /** The user whose details these are, when an Admin edits another user. */
  userId?: number;
  /** Onboarding shows the form without Default Color (spec 01 section 2). */
  hideColor?: boolean;
  onSaved?: (brand: Brand) => void;
  onCancel?: () => void;
  /** The submit button's text ("Save"; the onboarding wizard says "Next"). */
  submitLabel?: string;
  /** Buttons before the submit button (the wizard's Back). */
  actions?: ReactNode;
}

const valuesOf = (b: Brand): CompanyValues => ({
  companyLogo: b.companyLogo ?? '',
  // Hidden in onboarding, the saved colour still goes back unchanged (white by default, section 9).
  brandColor: b.brandColor ?? 'FFFFFF',
  companyName: b.companyName ?? '',
  email: b.email ?? '',
  mobileNumber: b.mobileNumber ?? '',
  website: b.website ?? '',
  address1: b.address1 ?? '',
  address2: b.address2 ?? '',
  address3: b.address3 ?? '',
  businessType: b.businessType ?? '',
});

/** Spec 01 section 5: address lines are trimmed and lose their trailing commas on blur. */
const addressLine = (text: string) => withoutTrailingCommas(text.trim());

/**
 * The company form (spec 01 sections 2 and 5): Company Logo, Default Color, Company Name, Email,
 * Public Mobile Number, Website, the three address lines and Business Type. Used by the Company
 * Details card and, without Default Color, by onboarding's first step.
 */
export function CompanyForm({
  brand,
  userId,
  hideColor,
  onSaved,
  onCancel,
  submitLabel = 'Save',
  actions,
}: CompanyFormProps) {
  const save = useSaveCompany();
  const [uploading, setUploading] = useState(false);
  const form = useForm<CompanyValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: valuesOf(brand),
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useBrandFormSubmit(form, save, {
    userId,
    onSaved,
    successToast: BRAND_MESSAGES.companySaved,
  });

  const text = (
    name: 'companyName' | 'email' | 'mobileNumber',
    label: string,
    extra: { max?: number; inputMode?: 'email' | 'tel'; autoComplete?: string } = {},
  ) => (
    <GridField md={12} control={control} name={name} label={label} required>
      {(field) => (
        <TrimmedInput
          {...field}
          count={{ max: extra.max ?? 200 }}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
        />
      )}
    </GridField>
  );
  const address = (name: 'address1' | 'address2' | 'address3', label: string, autoComplete: string) => (
    <GridField md={12} control={control} name={name} label={label} required>
      {(field) => (
        <TrimmedInput {...field} count={{ max: 200 }} normalize={addressLine} autoComplete={autoComplete} />
      )}
    </GridField>
  );

  return (
    <>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Company Details">
        <Form layout="vertical" component={false}>
          <Row gutter={16}>
            <GridField
              md={hideColor ? 24 : 12}
              control={control}
              name="companyLogo"
              label="Company Logo"
              required
            >
              {(field) => <LogoInput {...field} onUploadingChange={setUploading} />}
            </GridField>
            {!hideColor && (
              <GridField
                md={12}
                control={control}
                name="brandColor"
                label="Default Color"
                extra="Used on your frames, cards and pages."
              >
                {(field) => <ColorInput {...field} />}
              </GridField>
            )}
            {text('companyName', 'Company Name', { autoComplete: 'organization' })}
            {text('email', 'Email', { inputMode: 'email', autoComplete: 'email' })}
            {text('mobileNumber', 'Public Mobile Number', { max: 20, inputMode: 'tel', autoComplete: 'tel' })}
            <GridField md={12} control={control} name="website" label="Website">
              {(field) => <LinkInput {...field} count={{ max: 300 }} placeholder="www.example.com" />}
            </GridField>
            {address('address1', 'Address Line 1', 'address-line1')}
            {address('address2', 'Address Line 2', 'address-line2')}
            {address('address3', 'City, State, Pincode', 'address-level2')}
            <GridField md={12} control={control} name="businessType" label="Business Type" required>
              {(field) => <BusinessTypeInput {...field} />}
            </GridField>
          </Row>
          <FormActions
            submitting={submitting}
            submitLabel={submitLabel}
            submitDisabled={uploading}
            onCancel={onCancel}
            extra={actions}
          />
        </Form>
      </form>
    </>
  );
}
