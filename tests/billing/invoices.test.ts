import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, failure, hasPdftotext, pdfText, planBody } from './support';

const SUPPLIER = {
  companyName: 'BizSuite Technologies Pvt Ltd',
  address1: '1 Residency Road',
  address2: 'Bengaluru 560025',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'BZS',
  email: 'billing@bizsuite.example',
  bankName: 'State Bank of India',
  bankAccountName: 'BizSuite Technologies',
  bankAccountNumber: '12345678901',
  bankIfsc: 'SBIN0001234',
  upiId: 'bizsuite@sbi',
};

describe.each(dbKinds())('invoices and supplier settings (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let pkg: Awaited<ReturnType<typeof createPackage>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await setupAdmin(server);
    pkg = await createPackage(server, admin, { name: 'Gold Annual', hsn: '998314' });
  });
  afterAll(() => server?.close());

  it('an Admin sets the supplier details; bad ones answer 422; a User may not', async () => {
    const c = server.client(admin);
    expect((await c.call(billing.supplierSettings)).data).toMatchObject({
      configured: false,
      invoicePrefix: 'INV',
    });
    const saved = await c.call(billing.updateSupplierSettings, { body: SUPPLIER });
    expect(saved.data).toMatchObject({ configured: true, stateName: 'Karnataka', invoicePrefix: 'BZS' });
    const bad = await server.inject({
      method: 'PUT',
      url: '/api/Billing/SupplierSettings',
      payload: JSON.stringify({ ...SUPPLIER, gstin: '29AAGCB7383J1Z5', bankIfsc: 'SBI123' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.errors).toEqual({
      gstin: 'Incorrect GST number',
      bankIfsc: 'Incorrect IFSC code',
    });
    const user = await registerUser(server);
    expect((await failure(server.client(user.token).call(billing.supplierSettings))).status).toBe(403);
  });

  it('the plan invoice carries brandInformation and invoiceNumber, CGST + SGST within Karnataka', async () => {
    await server.client(admin).call(billing.updateSupplierSettings, { body: SUPPLIER });
    const user = await registerUser(server, { companyName: 'Acme Traders' });
    const { data: plan } = await server.client(admin).call(billing.addUserPlan, {
      body: planBody(user.id, pkg.id, {
        paymentDate: '2026-11-22',
        paymentMethodId: 4,
        invoiceDate: '2026-11-22',
        transactionId: 'UTR123456',
        brandInformation: {
          companyName: 'Acme Traders',
          gstNumber: '29aacca1234b1zc',
          address1: '4 MG Road',
          address2: 'Bengaluru, Karnataka 560001',
        },
      }),
    });
    const doc = (
      await server.client(user.token).call(billing.planInvoice, { params: { userPlanId: plan.id } })
    ).data;
    expect(doc).toMatchObject({
      title: 'INVOICE',
      invoiceNumber: 'BZS/26-27/00001',
      invoiceType: 'B2B',
      placeOfSupply: { code: '29', name: 'Karnataka' },
      intraState: true,
      brandInformation: { companyName: 'Acme Traders', gstNumber: '29AACCA1234B1ZC', stateCode: '29' },
      transactionId: 'UTR123456',
      supplier: { gstin: '29AAGCB7383J1Z4' },
      total: 117882,
      totalPaid: 117882,
      amountDue: 0,
    });
    expect(doc.taxes[0].heads.map((h) => h.name)).toEqual(['CGST', 'SGST']);
    // The admin's invoice detail of the payment log row is the same document.
    const detail = (await server.client(admin).call(billing.paymentLogInvoice, { params: { id: plan.id } }))
      .data;
    expect(detail).toEqual(doc);
  });

  it.skipIf(!hasPdftotext)(
    'the PDF shows the rule 46 fields and the right totals (IGST across states), rounded when asked',
    async () => {
      // "Round off to the rupee" on: the total gets a Round Off line (issue 9 section 6).
      await server
        .client(admin)
        .call(billing.updateSupplierSettings, { body: { ...SUPPLIER, roundOff: true } });
      const user = await registerUser(server, { companyName: 'Deccan Foods' });
      const { data: plan } = await server.client(admin).call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, {
          quantity: 2,
          price: 79900,
          originalPrice: 99900,
          paymentDate: '2026-11-23',
          paymentMethodId: 3,
          invoiceDate: '2026-11-23',
          brandInformation: {
            companyName: 'Deccan Foods LLP',
            gstNumber: '27AAPFU0939F1ZV',
            address1: 'Plot 9, MIDC',
            address2: 'Pune, Maharashtra 411019',
            mobileNumber: '+91 9876543210',
          },
        }),
      });
      const file = await server
        .client(user.token)
        .download(billing.planInvoicePdf, { params: { userPlanId: plan.id } });
      expect(file.contentType).toBe('application/pdf');
      expect(Buffer.from(file.bytes).subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(file.bytes);
      for (const expected of [
        'INVOICE',
        'BizSuite Technologies Pvt Ltd',
        '1 Residency Road',
        'GSTIN: 29AAGCB7383J1Z4',
        plan.invoiceNumber!,
        '23-11-2026',
        'Deccan Foods LLP',
        'GSTIN: 27AAPFU0939F1ZV',
        'Pune, Maharashtra 411019',
        'Maharashtra (27)',
        'Reverse Charge',
        '998314',
        'Gold Annual',
        '₹999.00', // list rate
        '₹400.00', // discount 2 × ₹200
        '₹1,598.00', // taxable value
        'IGST @ 18%',
        '₹287.64',
        'Round Off',
        '₹0.36',
        '₹1,886.00',
        'Amount Paid',
        'Amount Due',
        '₹0.00',
        'Rupees One Thousand Eight Hundred Eighty Six Only',
        'Authorised Signatory',
      ])
        expect(text, expected).toContain(expected);
      expect(text).not.toContain('CGST');
      await server.client(admin).call(billing.updateSupplierSettings, { body: SUPPLIER });
    },
  );

  it.skipIf(!hasPdftotext)('an unpaid plan is an ESTIMATE with the amount due and how to pay', async () => {
    await server.client(admin).call(billing.updateSupplierSettings, { body: SUPPLIER });
    const user = await registerUser(server, { companyName: 'Small Shop' });
    const { data: plan } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    expect(plan.documentTitle).toBe('ESTIMATE');
    const file = await server
      .client(admin)
      .download(billing.planInvoicePdf, { params: { userPlanId: plan.id } });
    const text = pdfText(file.bytes);
    expect(text).toContain('ESTIMATE');
    expect(text).not.toContain('INVOICE');
    // Off by default: total + GST to the paisa, and no Round Off line (spec 00 section 9).
    expect(text).toMatch(/Amount Due\s+₹1,178\.82/);
    expect(text).not.toContain('Round Off');
    expect(text).toContain('Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only');
    expect(text).toContain('UPI: bizsuite@sbi');
    expect(text).toContain('CGST @ 9%');
  });

  it.skipIf(!hasPdftotext)(
    'a download again gives the same PDF, and one of a changed invoice shows the change',
    async () => {
      const c = server.client(admin);
      await c.call(billing.updateSupplierSettings, { body: SUPPLIER });
      const user = await registerUser(server, { companyName: 'Repeat Buyer' });
      const { data: plan } = await c.call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, {
          paymentDate: '2026-11-20',
          paymentMethodId: 1,
          invoiceDate: '2026-11-20',
        }),
      });
      const pdf = async () =>
        (await c.download(billing.planInvoicePdf, { params: { userPlanId: plan.id } })).bytes;
      const first = await pdf();
      expect(Buffer.from(await pdf()).equals(Buffer.from(first))).toBe(true);
      // The supplier's details are read at each download: a change is on the next PDF at once.
      await c.call(billing.updateSupplierSettings, {
        body: { ...SUPPLIER, companyName: 'BizSuite Renamed Pvt Ltd' },
      });
      const renamed = pdfText(await pdf());
      expect(renamed).toContain('BizSuite Renamed Pvt Ltd');
      expect(renamed).not.toContain('BizSuite Technologies Pvt Ltd');
      await c.call(billing.updateSupplierSettings, { body: SUPPLIER });
      expect(pdfText(await pdf())).toContain('BizSuite Technologies Pvt Ltd');
      // So is a change of the plan (canceled).
      await c.call(billing.cancelUserPlan, { params: { userId: user.id, planId: plan.id } });
      expect(pdfText(await pdf())).toContain('This document has been canceled.');
    },
  );
});
