import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { profilePath } from '../../../lib/paths';
import { useBrand } from '../../brand';

const orDash = (v: string | null | undefined) => (v && v.trim() ? v : '—');

/**
 * What the site shows of the company (issue 24: brand fields read-only): edited on the profile's
 * Company Details and Business Details pages, which these links open.
 */
export function BrandPanel() {
  const brand = useBrand();
  const navigate = useNavigate();
  if (brand.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (brand.isError)
    return <LoadFailedCard query={brand} fallback="Your company details could not be loaded." />;
  const b = brand.data;
  const address = [b.address1, b.address2, b.address3].filter(Boolean).join(', ');
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Your website shows your company details as they are on your profile.
      </Typography.Paragraph>
      <Flex gap={16} align="center">
        {b.companyLogo ? (
          <img
            src={b.companyLogo}
            alt="Company logo"
            style={{ width: 56, height: 56, objectFit: 'contain' }}
          />
        ) : null}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {orDash(b.companyName)}
        </Typography.Title>
      </Flex>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'email', label: 'Email', children: orDash(b.email) },
          { key: 'mobile', label: 'Mobile Number', children: orDash(b.mobileNumber) },
          { key: 'website', label: 'Website', children: orDash(b.website) },
          { key: 'address', label: 'Address', children: orDash(address) },
          { key: 'line', label: 'One-line description', children: orDash(b.siteOneLineDescription) },
          {
            key: 'keywords',
            label: 'Keywords',
            children: orDash([...b.pKeywords, ...b.sKeywords].join(', ')),
          },
        ]}
      />
      <Flex gap={8} wrap>
        <Button onClick={() => navigate(profilePath('company-details'))}>Edit company details</Button>
        <Button onClick={() => navigate(profilePath('business-details'))}>Edit business details</Button>
      </Flex>
    </Flex>
  );
}
