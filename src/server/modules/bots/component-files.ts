import { BOT_MESSAGES as M } from '../../../shared/bots/schemas';
import { TYPE } from '../../../shared/bots/component-types';
import type { UploadReservation } from '../../http/bind';
import type { AuthUser } from '../../http/context';
import { invalid } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { botOwnerId } from './bots';
import type { BotsDeps } from './deps';

const componentOwner = (botId: number, frontendId: number) => ({
  kind: 'bot-component' as const,
  id: `${botId}:${frontendId}`,
});

/**
 * §7 Component file upload: an Image component takes jpeg or png, a File component a pdf (§5, judged
 * from the bytes by the intake). Public, as the widget shows it to anyone; kept for the component
 * until the flow is saved (then the bot keeps it) or the component's file is deleted.
 */
export async function uploadComponentFile(
  deps: BotsDeps,
  caller: AuthUser,
  botId: number,
  input: { FrontendId: number; componentTypeId: number },
  file: ReceivedFile,
  reservation: UploadReservation | null,
) {
  await botOwnerId(deps, caller, botId);
  const isPdf = file.type === 'application/pdf';
  if (isPdf !== (input.componentTypeId === TYPE.file)) throw invalid({ ImageOrFilePath: M.notValidImage });
  const stored = await deps.files.upload(caller, file, { isPublic: true, reservation });
  await deps.files.useFiles(componentOwner(botId, input.FrontendId), [stored.url]);
  return { imageOrFilePath: stored.url, imageOrFileName: file.fileName };
}

/** §4: deleting a component's file; it goes once the saved flow does not use it either. */
export async function deleteComponentFile(
  deps: BotsDeps,
  caller: AuthUser,
  botId: number,
  frontendId: number,
) {
  await botOwnerId(deps, caller, botId);
  await deps.files.useFiles(componentOwner(botId, frontendId), []);
  return null;
}
