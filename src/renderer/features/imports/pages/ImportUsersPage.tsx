import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Form, Row } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../../shared/http/client';
import type { ImportResult } from '../../../../shared/imports/contract';
import { IMPORT_COLUMNS } from '../../../../shared/imports/rules';
import { FormError } from '../../../components/form/FormError';
import { FormNotice } from '../../../components/form/FormNotice';
import { GridField } from '../../../components/form/GridField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { ImageCropUpload, type CroppedImage } from '../../../components/ImageCropUpload';
import { PageHeading } from '../../../lib/PageHeading';
import { useInvalidateUsers } from '../../users';
import { BadRowsTable } from '../components/BadRowsTable';
import { ExcelFilePicker } from '../components/ExcelFilePicker';
import { ImportProgress, type ImportProgressState } from '../components/ImportProgress';
import { ImportResultView } from '../components/ImportResultView';
import { PlanSelect, ReferenceSelect } from '../components/ReferenceOptions';
import { SampleWorkbookButton } from '../components/SampleWorkbookButton';
import {
  checkSheet,
  firstUserMessage,
  isRowsError,
  sheetProblem,
  type CheckedFile,
  type ReadSheet,
} from '../importRows';
import { IMPORT_MESSAGES } from '../messages';
import { runImport } from '../runImport';

// Field names as spec 03 section 5.6 gives them.
const importFormSchema = z.object({
  excelFile: z.custom<CheckedFile | null>().refine((v) => !!v, IMPORT_MESSAGES.excelRequired),
  coverImageURL: z.custom<CroppedImage | null>().refine((v) => !!v, IMPORT_MESSAGES.imageRequired),
  plan: z.number().int().positive().optional(),
  ReferenceId: z.number().int().positive().optional(),
});
type ImportForm = z.input<typeof importFormSchema>;

const COLUMNS_HINT = `Columns: ${IMPORT_COLUMNS.map((c) => c.header).join(', ')}.`;

/**
 * Spec 03 section 8.5: a refused row shows the first user's problem, any other failure "An error
 * occurred while processing the request."; the plan and reference errors go on their fields, and a
 * 401 or 402 to their app-wide behaviours (undefined: the usual handling).
 */
function importFailure(err: unknown): string | undefined {
  const errors = err instanceof ApiError && err.status === 422 ? err.errors : undefined;
  if (isRowsError(errors)) return firstUserMessage(errors) ?? IMPORT_MESSAGES.requestFailed;
  if (errors?.plan || errors?.ReferenceId) return undefined;
  if (err instanceof ApiError && (err.status === 401 || err.status === 402)) return undefined;
  return IMPORT_MESSAGES.requestFailed;
}

/** Import Users (admin/ImportUsers, spec 03 sections 2.9, 3.10, 5.6, 7.9 and 8.5). */
export function ImportUsersPage() {
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const invalidateUsers = useInvalidateUsers();
  const form = useForm<ImportForm>({
    resolver: zodResolver(importFormSchema),
    defaultValues: { excelFile: null, coverImageURL: null },
  });
  const { control, setValue, setError, clearErrors, watch } = form;
  const file = watch('excelFile');

  const {
    onSubmit,
    formError,
    clearFormError,
    submitting: busy,
  } = useFormSubmit(
    form,
    async (values) => {
      setResult(null);
      try {
        const done = await runImport(
          {
            file: values.excelFile!,
            logo: values.coverImageURL!,
            plan: values.plan,
            ReferenceId: values.ReferenceId,
          },
          (text, percent) => setProgress({ text, percent }),
        );
        setResult(done.result);
        return { message: `${done.result.userRegister} of ${done.result.totalUsers} users imported` };
      } finally {
        // Even a failed request may follow accepted ones: the users lists are refreshed either way.
        invalidateUsers();
        setProgress(null);
      }
    },
    { describeError: importFailure, failureToast: true },
  );

  const fileProblem = (message: string) => {
    setProgress(null);
    setError('excelFile', { type: 'file', message }, { shouldFocus: true });
  };

  const readSheet = async (sheet: ReadSheet) => {
    const problem = sheetProblem(sheet);
    if (problem) {
      fileProblem(problem);
      return;
    }
    setResult(null);
    clearFormError();
    setProgress({ text: `Checking ${sheet.rows.length} rows…`, percent: 20 });
    const checked = await checkSheet(sheet, (done, total) =>
      setProgress({ text: `Checking rows ${done} of ${total}…`, percent: 20 + (80 * done) / total }),
    );
    setValue('excelFile', checked, { shouldValidate: true });
    setProgress(null);
  };

  const ready = file ? file.rows.length - file.badRows.length - file.repeatCount : 0;

  return (
    <>
      <PageHeading
        title="Import Users"
        subtitle="Create business accounts from an Excel workbook. Imported users sign in with a one-time code and then set a password."
        extra={<SampleWorkbookButton />}
      />
      <Card style={{ marginBottom: 16 }}>
        <form onSubmit={onSubmit} noValidate aria-label="Import Users">
          <Form layout="vertical" component={false}>
            <Row gutter={24}>
              <GridField
                lg={12}
                control={control}
                name="excelFile"
                label="Excel File"
                required
                extra={COLUMNS_HINT}
              >
                {(field) => (
                  <ExcelFilePicker
                    id={field.id}
                    aria-describedby={field['aria-describedby']}
                    aria-invalid={field['aria-invalid']}
                    fileName={field.value?.fileName}
                    disabled={busy}
                    onReading={() => {
                      clearErrors('excelFile');
                      setProgress({ text: 'Reading the file…', percent: 5 });
                    }}
                    onSheet={(sheet) => void readSheet(sheet)}
                    onProblem={fileProblem}
                  />
                )}
              </GridField>
              <GridField lg={12} control={control} name="coverImageURL" label="Default Logo" required>
                {(field) => (
                  <ImageCropUpload
                    id={field.id}
                    value={field.value?.dataUrl}
                    onChange={field.onChange}
                    onRemove={() => field.onChange(null)}
                    buttonText={field.value ? 'Change logo' : 'Upload logo'}
                    cropTitle="Crop the default logo"
                    disabled={busy}
                  />
                )}
              </GridField>
              <GridField lg={12} control={control} name="plan" label="Plan">
                {(field) => <PlanSelect {...field} disabled={busy} />}
              </GridField>
              <GridField lg={12} control={control} name="ReferenceId" label="Reference By">
                {(field) => <ReferenceSelect {...field} disabled={busy} />}
              </GridField>
            </Row>
            <ImportProgress state={progress} />
            {file && !busy && (
              <FormNotice
                type={file.badRows.length ? 'warning' : 'info'}
                title={`${file.rows.length} rows in ${file.fileName}: ${ready} ready to import, ${file.repeatCount} repeated, ${file.badRows.length} with problems.`}
              />
            )}
            <FormError message={formError} />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={busy} disabled={!!progress && !busy}>
                Import Users
              </Button>
            </Flex>
          </Form>
        </form>
      </Card>
      {result && (
        <div style={{ marginBottom: 16 }}>
          <ImportResultView result={result} />
        </div>
      )}
      {file && file.badRows.length > 0 && (
        <Card>
          <BadRowsTable rows={file.badRows} />
        </Card>
      )}
    </>
  );
}
