import {
  CAMPAIGN_IMAGE_TYPE,
  CAMPAIGN_MESSAGES as M,
  MAX_CAMPAIGN_IMAGE_BYTES,
} from '../../../../shared/campaigns/schemas';

/** §5: campaign images are .jpeg or .jpg (the server checks the bytes again); null when accepted. */
export function campaignImageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!/\.(jpe?g)$/i.test(file.name) || (file.type !== '' && file.type !== CAMPAIGN_IMAGE_TYPE))
    return M.imageType;
  if (file.size > MAX_CAMPAIGN_IMAGE_BYTES) return M.imageTooLarge;
  return null;
}
