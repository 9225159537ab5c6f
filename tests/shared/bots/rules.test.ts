import { describe, expect, it } from 'vitest';
import { END_CHAT, TYPE } from '../../../src/shared/bots/component-types';
import { checkFlow, flowErrorFields, flowErrors } from '../../../src/shared/bots/rules';
import { BOT_MESSAGES as M } from '../../../src/shared/bots/schemas';
import { q } from './flow-fixtures';

/** Spec 02 §5: the check before a flow is saved, one row of its table per case. */
describe('the flow check', () => {
  it('passes a flow where every component is complete', () => {
    const flow = [
      q({ frontendId: 1, componentTypeId: TYPE.message, question: 'Hi' }),
      q({ frontendId: 2, componentTypeId: TYPE.name, errorMessage: 'Name please' }),
      q({ frontendId: 3, componentTypeId: TYPE.choice, options: [{ optionNo: 1, value: 'Yes', target: 1 }] }),
      q({ frontendId: 4, componentTypeId: TYPE.text }),
      q({ frontendId: 5, componentTypeId: TYPE.image, imageOrFilePath: '/files/a.png' }),
      q({
        frontendId: 6,
        componentTypeId: TYPE.link,
        links: [{ linkNo: 1, linkTitle: 'Site', linkUrl: 'https://a.example' }],
      }),
      q({ frontendId: 7, componentTypeId: TYPE.api, question: '', apiUrl: 'https://hooks.example/x' }),
    ];
    expect(checkFlow(flow)).toBeNull();
    expect(flowErrors(flow)).toEqual([]);
  });

  it('asks every component but the Api one for its message text, blanks included', () => {
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      expect(checkFlow([q({ frontendId: 9, componentTypeId: type, question: '  \n ' })])).toEqual({
        frontendId: 9,
        field: 'question',
        message: M.messageRequired,
      });
  });

  it('asks Name, Phone number, Email and Number for an error message', () => {
    for (const type of [TYPE.name, TYPE.phone, TYPE.email, TYPE.number])
      expect(checkFlow([q({ frontendId: 1, componentTypeId: type, errorMessage: ' ' })])?.message).toBe(
        M.errorMessageRequired,
      );
    expect(checkFlow([q({ frontendId: 1, componentTypeId: TYPE.text })])).toBeNull();
    expect(
      checkFlow([
        q({
          frontendId: 1,
          componentTypeId: TYPE.choice,
          options: [{ optionNo: 1, value: 'a', target: END_CHAT }],
        }),
      ]),
    ).toBeNull();
  });

  it('asks a Single Choice for options, their text and their next message', () => {
    const choice = (options: { optionNo: number; value: string; target: number }[]) =>
      checkFlow([
        q({ frontendId: 1, componentTypeId: TYPE.choice, options }),
        q({ frontendId: 2, componentTypeId: TYPE.text }),
      ]);
    expect(choice([])).toMatchObject({ field: 'options', message: M.addOptions });
    expect(choice([{ optionNo: 1, value: ' ', target: 2 }])).toMatchObject({
      field: 'options.0.value',
      message: M.optionsRequired,
    });
    expect(
      choice([
        { optionNo: 1, value: 'a', target: 2 },
        { optionNo: 2, value: 'b', target: 0 },
      ]),
    ).toMatchObject({
      field: 'options.1.target',
      message: M.nextMessageRequired,
    });
    // A next message that names a component no longer in the flow is as unset as none.
    expect(choice([{ optionNo: 1, value: 'a', target: 77 }])?.message).toBe(M.nextMessageRequired);
    expect(choice([{ optionNo: 1, value: 'a', target: END_CHAT }])).toBeNull();
  });

  it('asks Image and File for their file', () => {
    for (const type of [TYPE.image, TYPE.file]) {
      expect(checkFlow([q({ frontendId: 1, componentTypeId: type })])).toMatchObject({
        field: 'imageOrFilePath',
        message: M.fileRequired,
      });
      expect(checkFlow([q({ frontendId: 1, componentTypeId: type, imageOrFilePath: 'x' })])).toBeNull();
    }
  });

  it('asks a Link for links, each with a title and a valid URL', () => {
    const link = (links: { linkNo: number; linkTitle: string; linkUrl: string }[]) =>
      checkFlow([q({ frontendId: 1, componentTypeId: TYPE.link, links })]);
    expect(link([])?.message).toBe(M.linksRequired);
    expect(link([{ linkNo: 1, linkTitle: '', linkUrl: 'https://a.example' }])?.message).toBe(M.linkRequired);
    for (const bad of ['', 'a.example', 'javascript:alert(1)', 'ftp://a.example', 'https://'])
      expect(link([{ linkNo: 1, linkTitle: 'A', linkUrl: bad }])?.message, bad).toBe(M.linkRequired);
    expect(link([{ linkNo: 1, linkTitle: 'A', linkUrl: 'http://a.example/x?y=1' }])).toBeNull();
  });

  it('asks the Api component for an https address instead of a message', () => {
    const api = (apiUrl: string | null) =>
      checkFlow([q({ frontendId: 1, componentTypeId: TYPE.api, question: '', apiUrl })]);
    expect(api(null)).toMatchObject({ field: 'apiUrl', message: M.apiUrlRequired });
    expect(api('http://hooks.example')?.message).toBe(M.apiUrlHttps);
    expect(api('https://hooks.example/lead')).toBeNull();
  });

  it('fails an unknown type', () => {
    expect(checkFlow([q({ frontendId: 1, componentTypeId: 12 })])).toMatchObject({
      field: 'componentTypeId',
      message: M.unknownType,
    });
  });

  it('names the first failing component in sequence order and keys all by frontendId', () => {
    const flow = [
      q({ frontendId: 10, componentTypeId: TYPE.file, sequence: 3 }),
      q({ frontendId: 20, componentTypeId: TYPE.email, sequence: 2, errorMessage: '' }),
      q({ frontendId: 30, componentTypeId: TYPE.message, sequence: 1, question: 'ok' }),
    ];
    expect(checkFlow(flow)?.frontendId).toBe(20);
    expect(flowErrorFields(flow)).toEqual({ '20': M.errorMessageRequired, '10': M.fileRequired });
  });
});
