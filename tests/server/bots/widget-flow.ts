import { botsContract as bc } from '../../../src/shared/bots/contract';
import { END_CHAT, TYPE } from '../../../src/shared/bots/component-types';
import type { FlowQuestionInput } from '../../../src/shared/bots/schemas';
import { PDF, PNG } from '../../helpers/brand';
import type { createApiClient } from '../../../src/shared/http/client';

type Client = ReturnType<typeof createApiClient>;

/**
 * A shop's flow with every component type the widget shows: a greeting, Name (a lead), Phone number,
 * Email, Number, a Single Choice whose options lead to an Image, a File or Links, then Chat End. A
 * "menu" trigger jumps back to the choice. Made through the API (the Chromium journey uses it too).
 */
export async function everyTypeBot(client: Client, name = 'Shop Bot', avatar?: Buffer) {
  const draft = (
    await client.call(bc.createBot, {
      body: { Name: name, Colour: '#0b6e4f' },
      ...(avatar ? { files: { AvatarImage: { name: 'icon.png', data: avatar } } } : {}),
    })
  ).data;
  const upload = async (frontendId: number, componentTypeId: 8 | 9, file: { name: string; data: Buffer }) =>
    (
      await client.call(bc.uploadComponentFile, {
        params: { id: draft.id },
        body: { FrontendId: frontendId, componentTypeId },
        files: { ImageOrFilePath: file },
      })
    ).data;
  const image = await upload(7, TYPE.image, { name: 'prices.png', data: PNG });
  const file = await upload(8, TYPE.file, { name: 'brochure.pdf', data: PDF });
  const questions: FlowQuestionInput[] = [
    { frontendId: 1, componentTypeId: TYPE.message, question: 'Welcome to the shop!' },
    {
      frontendId: 2,
      componentTypeId: TYPE.name,
      question: 'Your name?',
      errorMessage: 'Please type your name',
      isLeadMessage: true,
    },
    {
      frontendId: 3,
      componentTypeId: TYPE.phone,
      question: 'Your phone number?',
      errorMessage: 'A phone number please',
      isLeadMessage: true,
    },
    { frontendId: 4, componentTypeId: TYPE.email, question: 'Your email?', errorMessage: 'An email please' },
    {
      frontendId: 5,
      componentTypeId: TYPE.number,
      question: 'How many people?',
      errorMessage: 'A number please',
    },
    {
      frontendId: 6,
      componentTypeId: TYPE.choice,
      question: 'What would you like?',
      flowTriggers: [{ triggerText: 'Menu', priority: 1 }],
      options: [
        { optionNo: 1, value: 'Prices', target: 7 },
        { optionNo: 2, value: 'Brochure', target: 8 },
        { optionNo: 3, value: 'Links', target: 9 },
      ],
    },
    { frontendId: 7, componentTypeId: TYPE.image, question: 'Our prices', target: 10, ...image },
    { frontendId: 8, componentTypeId: TYPE.file, question: 'Our brochure', target: 10, ...file },
    {
      frontendId: 9,
      componentTypeId: TYPE.link,
      question: 'Find us here',
      links: [{ linkNo: 1, linkTitle: 'Website', linkUrl: 'https://shop.example/' }],
    },
    { frontendId: 10, componentTypeId: TYPE.text, question: 'Anything else?', target: END_CHAT },
  ].map((q, i) => ({ sequence: i + 1, ...q }));
  await client.call(bc.saveFlow, { params: { id: draft.id }, body: { questions } });
  return { id: draft.id, widgetKey: draft.widgetKey };
}
