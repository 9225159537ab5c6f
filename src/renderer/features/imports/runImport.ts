import type { ImportResult } from '../../../shared/imports/contract';
import { ApiError } from '../../../shared/http/client';
import type { CroppedImage } from '../../components/ImageCropUpload';
import { importChunk, uploadLogo } from './api';
import {
  addResult,
  chunksOf,
  EMPTY_RESULT,
  isRowsError,
  refusedChunkResult,
  type CheckedFile,
} from './importRows';

export interface RunImportInput {
  file: CheckedFile;
  logo: CroppedImage;
  plan?: number;
  ReferenceId?: number;
}

/**
 * Uploads the default logo, then sends the rows in requests of at most MAX_IMPORT_ROWS, each with
 * the keys of the rows sent before it so that repeats across requests count as repeats, and adds
 * up the answers. A request whose rows are all bad or repeated is refused by the server (422); in a
 * file of several requests the page counts that one itself. When nothing at all was accepted the
 * first refusal is thrown (spec 03 section 8.5).
 */
export async function runImport(
  { file, logo, plan, ReferenceId }: RunImportInput,
  onProgress: (text: string, percent: number) => void,
): Promise<{ result: ImportResult; message?: string }> {
  onProgress('Uploading the logo…', 2);
  const defaultLogo = await uploadLogo(logo);
  const chunks = chunksOf(file);
  const total = file.rows.length;
  let result = EMPTY_RESULT;
  let accepted = 0;
  let refusal: unknown = null;
  for (const [i, chunk] of chunks.entries()) {
    onProgress(
      `Sending users ${chunk.start + 1}–${chunk.start + chunk.users.length} of ${total}…`,
      5 + (95 * i) / chunks.length,
    );
    try {
      result = addResult(result, await importChunk({ defaultLogo, plan, ReferenceId }, chunk), chunk.start);
      accepted += 1;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 422 && isRowsError(err.errors))) throw err;
      refusal ??= err;
      result = addResult(result, refusedChunkResult(chunk), chunk.start);
    }
  }
  if (accepted === 0 && refusal) throw refusal;
  onProgress('Done', 100);
  return { result };
}
