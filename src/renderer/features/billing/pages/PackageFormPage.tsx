import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { usePackage } from '../api';
import { PackageForm } from '../components/PackageForm';
import { BILLING_PATHS } from '../paths';

/** admin/packages/add */
export function AddPackagePage() {
  return (
    <>
      <PageHeading title="Add Package" />
      <PackageForm />
    </>
  );
}

/** admin/packages/{id}: the same form, filled in. */
export function EditPackagePage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const pkg = usePackage(valid ? id : 0, valid);
  const missing = !valid || (pkg.error instanceof ApiError && pkg.error.status === 404);
  return (
    <>
      <PageHeading title="Edit Package" />
      {pkg.data ? (
        <PackageForm key={pkg.data.id} pkg={pkg.data} />
      ) : missing || pkg.isError ? (
        <Card>
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? 'Package not found' : MESSAGES.somethingWentWrong}
            subTitle={missing ? 'This package does not exist.' : errorText(pkg.error)}
            extra={
              <Button type="primary" onClick={() => navigate(BILLING_PATHS.packages)}>
                Back to packages
              </Button>
            }
          />
        </Card>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </>
  );
}
