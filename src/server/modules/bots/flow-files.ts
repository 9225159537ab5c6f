import type { FlowQuestion } from '../../../shared/bots/schemas';

/** Every file a bot keeps: its icon and its components' images and files. */
export const flowFiles = (questions: FlowQuestion[], avatar: string | null): (string | null)[] => [
  avatar,
  ...questions.map((q) => q.imageOrFilePath),
];
