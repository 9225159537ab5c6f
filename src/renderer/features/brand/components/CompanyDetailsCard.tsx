import { Descriptions, Flex, Image, Typography } from 'antd';
import type { Brand } from '../../../../shared/brand/schemas';
import { CompanyForm } from './CompanyForm';
import { DetailsCard } from './DetailsCard';

const dash = <Typography.Text type="secondary">—</Typography.Text>;
const orDash = (text: string | null) => (text ? text : dash);

/** Whether the company form was ever saved (a brand row exists from the first save of either form). */
export const hasCompanyDetails = (brand: Brand) => Boolean(brand.companyName);

/** The Company Details card (spec 01 section 2): what is saved, and Edit Details for the form. */
export function CompanyDetailsCard({ brand, userId }: { brand: Brand; userId?: number }) {
  return (
    <DetailsCard
      title="Company Details"
      emptyText="No company details yet. Edit Details adds the logo, contact details and address."
      form={(done) => <CompanyForm brand={brand} userId={userId} onSaved={done} onCancel={done} />}
      view={hasCompanyDetails(brand) ? <CompanyView brand={brand} /> : null}
    />
  );
}

function CompanyView({ brand }: { brand: Brand }) {
  const address = [brand.address1, brand.address2, brand.address3].filter(Boolean);
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="middle"
      items={[
        {
          key: 'logo',
          label: 'Company Logo',
          children: brand.companyLogo ? (
            <Image
              src={brand.companyLogo}
              alt={`${brand.companyName ?? 'Company'} logo`}
              width={72}
              height={72}
              style={{ objectFit: 'contain', borderRadius: 8 }}
            />
          ) : (
            dash
          ),
        },
        {
          key: 'color',
          label: 'Default Color',
          children: brand.brandColor ? (
            <Flex align="center" gap={8}>
              <span
                aria-hidden
                style={{
                  width: 20,
                  height: 20,
                  borderRadius: 4,
                  background: `#${brand.brandColor}`,
                  boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.25)',
                }}
              />
              #{brand.brandColor}
            </Flex>
          ) : (
            dash
          ),
        },
        { key: 'name', label: 'Company Name', children: orDash(brand.companyName) },
        { key: 'email', label: 'Email', children: orDash(brand.email) },
        { key: 'mobile', label: 'Public Mobile Number', children: orDash(brand.mobileNumber) },
        {
          key: 'website',
          label: 'Website',
          children: brand.website ? (
            <Typography.Link href={brand.website} target="_blank" rel="noreferrer">
              {brand.website}
            </Typography.Link>
          ) : (
            dash
          ),
        },
        {
          key: 'address',
          label: 'Address',
          children: address.length ? (
            <span>
              {address.map((line, i) => (
                <span key={i} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </span>
          ) : (
            dash
          ),
        },
        { key: 'type', label: 'Business Type', children: orDash(brand.businessType) },
      ]}
    />
  );
}
