import { buildInvoice, resolveBrand } from '../../src/shared/billing/invoice';
import { renderInvoicePdf } from '../../src/shared/billing/invoice-pdf';
import { invoiceFonts } from '../../src/server/modules/billing/fonts';
const supplier = { configured: true, companyName: 'BizSuite Technologies Pvt Ltd', address1: '1 Residency Road', address2: 'Bengaluru 560025', address3: null, stateCode: '29', stateName: 'Karnataka', gstin: '29AAGCB7383J1Z4', invoicePrefix: 'INV', email: 'billing@bizsuite.example', phone: null, bankName: null, bankAccountName: null, bankAccountNumber: null, bankIfsc: null, upiId: null, roundOff: false };
const doc = buildInvoice({ id: 1, userId: 1, status: 1, invoiceNumber: 'INV/26-27/00042', invoiceDate: '2026-11-22', createdDate: '2026-11-22', startDate: '2026-11-22', paymentDate: '2026-11-22', paymentMethod: 'Online Payment', transactionId: 'pay_Bench0001', paymentLink: null, paymentLogId: null, roundOff: false,
  lines: [ { description: 'Gold Annual', hsn: '998314', quantity: 1, unitPrice: 99900, gstRate: 18 }, { description: 'Extra posts', hsn: '998314', quantity: 3, unitPrice: 10000, gstRate: 5 } ] }, supplier, resolveBrand({ companyName: 'Deccan Foods LLP', gstNumber: '27AAPFU0939F1ZV', address1: 'Pune, Maharashtra' }));
const fonts = await invoiceFonts();
for (let i = 0; i < 20; i++) await renderInvoicePdf(doc, fonts);
const n = Number(process.env.N ?? 300);
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < n; i++) await renderInvoicePdf(doc, fonts);
const dt = performance.now() - t0;
const c = process.cpuUsage(c0);
console.log(`${(n / (dt / 1000)).toFixed(1)} PDFs/s wall, ${(n / ((c.user + c.system) / 1e6)).toFixed(1)} PDFs per CPU-second`);
