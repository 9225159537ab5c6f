import { Button, Card, Result, Skeleton } from 'antd';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useSupplierSettings } from '../api';
import { SupplierSettingsForm } from '../components/SupplierSettingsForm';

/** admin/packages/invoice-settings: the supplier's name, address, state, GSTIN, prefix, bank and UPI. */
export function SupplierSettingsPage() {
  const supplier = useSupplierSettings();
  return (
    <>
      <PageHeading
        title="Invoice Settings"
        subtitle="Your business's details as invoices and estimates print them."
      />
      {supplier.data ? (
        <SupplierSettingsForm supplier={supplier.data} />
      ) : supplier.isError ? (
        <Card>
          <Result
            status="error"
            title={MESSAGES.somethingWentWrong}
            subTitle={errorText(supplier.error, 'The settings could not be loaded.')}
            extra={
              <Button type="primary" onClick={() => void supplier.refetch()}>
                Try again
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
