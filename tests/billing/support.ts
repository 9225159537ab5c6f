import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { billingContract as billing } from '../../src/shared/billing/contract';
import type { PackageForm, PlanForm } from '../../src/shared/billing/schemas';
import { ApiError } from '../../src/shared/http/client';
import type { Delivery } from '../fakes/razorpay/api';
import type { TestServer } from '../helpers/server';
import { businessClock } from '../../src/shared/time/business-clock';

export const RAZORPAY = { keyId: 'rzp_test_fake123', keySecret: 'fake-secret', webhookSecret: 'whsec-fake' };

export const razorpayEnv = (apiBase: string) => ({
  RAZORPAY_KEY_ID: RAZORPAY.keyId,
  RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
  RAZORPAY_API_BASE: apiBase,
});

const PDFTOTEXT = '/usr/bin/pdftotext';
export const hasPdftotext = fs.existsSync(PDFTOTEXT);
if (!hasPdftotext) console.warn('pdftotext (poppler-utils) is missing: the PDF text checks are skipped');

/** The text of a PDF as pdftotext lays it out. */
export const pdfText = (bytes: Uint8Array) =>
  execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], { input: Buffer.from(bytes) }).toString(
    'utf8',
  );

/** A day `offset` days from today on the business clock (Asia/Kolkata), YYYY-MM-DD, as the server counts days. */
export const day = (offset: number) => {
  const [y, m, d] = businessClock().today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

/** The answer of a call that must fail, as the ApiError the client throws. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

export async function createPackage(
  server: TestServer,
  adminToken: string,
  overrides: Partial<PackageForm> = {},
) {
  const { data } = await server.client(adminToken).call(billing.createPackage, {
    body: {
      name: `Gold ${Math.random().toString(36).slice(2, 7)}`,
      validity: 1,
      validityType: 'yearly',
      planType: 'package',
      price: 99900,
      gst: 18,
      hsn: '998314',
      post: 30,
      bot: 2,
      ...overrides,
    },
  });
  return data;
}

export const planBody = (
  userId: number,
  subscriptionPlanId: number,
  overrides: Partial<PlanForm> = {},
): PlanForm => ({
  userId,
  subscriptionPlanId,
  startDate: day(0),
  endDate: day(364),
  price: 99900,
  originalPrice: 99900,
  gst: 18,
  quantity: 1,
  post: 30,
  bot: 2,
  ...overrides,
});

/** Delivers a webhook through the app (no network) with the raw bytes untouched. */
export const injectDelivery =
  (server: TestServer) =>
  async (raw: string, headers: Record<string, string>): Promise<Delivery> => {
    const res = await server.inject({ method: 'POST', url: '/webhooks/razorpay', payload: raw, headers });
    return { status: res.statusCode, body: res.json() };
  };
