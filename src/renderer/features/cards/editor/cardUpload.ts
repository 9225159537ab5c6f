import { cardsContract as c } from '../../../../shared/cards/contract';
import { CARD_MESSAGES as M } from '../../../../shared/cards/schemas';
import { MAX_CARD_FILE_BYTES } from '../../../../shared/cards/rules';
import { api } from '../../../lib/api';

/** What a card field accepts (§7 File upload with isCard=true): images, or a button's pdf too. */
export type CardFileKind = 'image' | 'buttonFile';

const TYPES = {
  image: ['image/jpeg', 'image/png'],
  buttonFile: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

export const acceptOf = (kind: CardFileKind) =>
  kind === 'image'
    ? '.jpg,.jpeg,.png,image/jpeg,image/png'
    : '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Why a chosen file is refused before it is sent, or null (the server judges the bytes again). */
export function cardFileProblem(file: { type: string; size: number }, kind: CardFileKind): string | null {
  if (!(TYPES[kind] as readonly string[]).includes(file.type))
    return kind === 'image' ? M.imageType : M.buttonFileType;
  if (file.size > MAX_CARD_FILE_BYTES) return M.fileTooLarge;
  return null;
}

/** POST /api/Card/Upload (§7, isWeb=false, isCard=true): answers the stored file's address. */
export async function uploadCardFile(file: File): Promise<string> {
  const answer = await api.call(c.uploadCardFile, {
    body: { isWeb: false, isCard: true },
    files: { file: { name: file.name, data: file } },
  });
  return answer.data.url;
}
