import ExcelJS from 'exceljs';
import { ApiError } from '../../../src/shared/http/client';
import { contactsEndpoints as cc } from '../../../src/shared/whatsapp/contacts-contract';
import type { ContactForm } from '../../../src/shared/whatsapp/contacts';
import { registerUser } from '../../helpers/accounts';
import type { TestServer } from '../../helpers/server';

/** A business user (contacts need no plan) and their API client. */
export async function contactOwner(server: TestServer, companyName = 'Verma Sweets') {
  const user = await registerUser(server, { companyName });
  return { ...user, c: server.client(user.token) };
}
export type ContactOwner = Awaited<ReturnType<typeof contactOwner>>;

export const addContact = async (owner: ContactOwner, form: Partial<ContactForm> = {}) =>
  (
    await owner.c.call(cc.createContact, {
      body: { firstName: 'Asha', mobileNumber: '9876543210', ...form },
    })
  ).data;

/** The ApiError a call fails with (the test fails when it succeeds). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

/** An .xlsx of a header row and rows; a cell given as `{ formula, result }` is a formula cell. */
export async function workbook(
  headers: string[],
  rows: (string | number | null | { formula: string; result?: string | number })[][],
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contacts');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The first sheet of an xlsx as rows of cell values (formulas kept as objects). */
export async function readWorkbook(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = book.worksheets[0];
  const rows: { value: ExcelJS.CellValue; numFmt: string }[][] = [];
  sheet.eachRow((row) => {
    const cells: { value: ExcelJS.CellValue; numFmt: string }[] = [];
    row.eachCell({ includeEmpty: true }, (cell, i) => {
      cells[i - 1] = { value: cell.value, numFmt: cell.numFmt };
    });
    rows.push(cells);
  });
  return rows;
}
