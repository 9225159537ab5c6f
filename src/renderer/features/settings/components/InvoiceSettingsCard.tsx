import { Button, Card, Result, Skeleton } from 'antd';
import { useId } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';
import { SupplierSettingsForm, useSupplierSettings } from '../../billing';
import { CardTitle } from './IntegrationCard';

export const INVOICE_SETTINGS_ID = 'invoice-settings';
export const INVOICE_SETTINGS_TITLE = 'Invoice Settings';

/** The business's invoice details (issue 5), one card of Admin → Settings (issue 9 §1). */
export function InvoiceSettingsCard() {
  const headingId = useId();
  const supplier = useSupplierSettings();
  const title = <CardTitle id={headingId} title={INVOICE_SETTINGS_TITLE} />;
  return (
    <section id={INVOICE_SETTINGS_ID} aria-labelledby={headingId} style={{ scrollMarginTop: 80 }}>
      {supplier.data ? (
        <SupplierSettingsForm supplier={supplier.data} title={title} />
      ) : supplier.isError ? (
        <Card title={title}>
          <Result
            status="error"
            title={MESSAGES.somethingWentWrong}
            subTitle={errorText(supplier.error, 'The invoice settings could not be loaded.')}
            extra={
              <Button type="primary" onClick={() => void supplier.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <Card title={title}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
    </section>
  );
}
