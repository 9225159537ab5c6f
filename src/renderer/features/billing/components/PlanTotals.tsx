import { useWatch, type Control } from 'react-hook-form';
import { billTotals } from '../../../../shared/billing/totals';
import { formatInr } from '../../../components/format/money';
import { useSupplierSettings } from '../api';
import { FactGrid } from './FactGrid';
import type { PlanFormValues } from './planFormValues';

/**
 * What the plan will cost, as the form stands (spec 00 section 9: Σ price × quantity with the
 * additional plans, GST grouped by rate; total + GST to the paisa, or rounded to the rupee when
 * Invoice Settings say so). The invoice splits CGST/SGST or IGST by the customer's state; the total
 * is the same either way.
 */
export function PlanTotals({ control }: { control: Control<PlanFormValues> }) {
  const roundOff = useSupplierSettings().data?.roundOff ?? false;
  const [price, quantity, gst, subs] = useWatch({
    control,
    name: ['price', 'quantity', 'gst', 'userSubPlans'],
  });
  const totals = billTotals(
    [
      { description: '', hsn: null, quantity: quantity ?? 0, unitPrice: price ?? 0, gstRate: gst ?? 0 },
      ...(subs ?? []).map((s) => ({
        description: '',
        hsn: null,
        quantity: s.quantity ?? 0,
        unitPrice: s.price ?? 0,
        gstRate: s.gst ?? gst ?? 0,
      })),
    ],
    { supplierState: null, customerState: null, roundOff },
  );
  return (
    <div style={{ marginBottom: 16 }}>
      <FactGrid
        min={100}
        facts={[
          { key: 'sub', label: 'Sub total', value: formatInr(totals.subTotal) },
          { key: 'gst', label: 'GST', value: formatInr(totals.taxAmount) },
          ...(totals.roundOff
            ? [{ key: 'round', label: 'Round off', value: formatInr(totals.roundOff) }]
            : []),
          { key: 'total', label: 'Total', value: <strong>{formatInr(totals.total)}</strong> },
        ]}
      />
    </div>
  );
}
