import { Skeleton } from 'antd';
import type { Brand } from '../../../../shared/brand/schemas';
import { useBrand } from '../api';
import { CompanyForm, type CompanyFormProps } from './CompanyForm';
import { LoadFailed } from './LoadFailed';

export type CompanyDetailsFormProps = Omit<CompanyFormProps, 'brand'> & {
  onSaved?: (brand: Brand) => void;
};

/**
 * The company form with the saved details loaded first: onboarding's first step (with `hideColor`)
 * and anywhere else a screen needs it. `userId` for an Admin editing another user.
 */
export function CompanyDetailsForm(props: CompanyDetailsFormProps) {
  const brand = useBrand(props.userId);
  if (brand.isError)
    return <LoadFailed error={brand.error} what="Company details" retry={() => void brand.refetch()} />;
  if (!brand.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <CompanyForm {...props} brand={brand.data} />;
}
