import { Skeleton } from 'antd';
import type { Me } from '../../../../shared/account/contract';
import type { Brand } from '../../../../shared/brand/schemas';
import { companyNameOf, useMe } from '../../account';
import { useBrand } from '../api';
import { CompanyForm, type CompanyFormProps } from './CompanyForm';
import { LoadFailed } from './LoadFailed';

export type CompanyDetailsFormProps = Omit<CompanyFormProps, 'brand'> & {
  onSaved?: (brand: Brand) => void;
};

/** A brand never saved starts from what the account already says: company name, e-mail, mobile. */
const startingFrom = (brand: Brand, me: Me | undefined): Brand =>
  brand.id !== null || !me
    ? brand
    : {
        ...brand,
        companyName: companyNameOf(me),
        email: me.email,
        mobileNumber: me.mobileNumber ? `+${me.countryCode ?? '91'} ${me.mobileNumber}` : null,
      };

/**
 * The company form with the saved details loaded first: onboarding's first step (with `hideColor`)
 * and anywhere else a screen needs it. `userId` for an Admin editing another user.
 */
export function CompanyDetailsForm(props: CompanyDetailsFormProps) {
  const brand = useBrand(props.userId);
  const me = useMe();
  if (brand.isError)
    return <LoadFailed error={brand.error} what="Company details" retry={() => void brand.refetch()} />;
  if (!brand.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const own = props.userId === undefined || props.userId === me.data?.id;
  return <CompanyForm {...props} brand={own ? startingFrom(brand.data, me.data) : brand.data} />;
}
