import { describe, expect, it } from 'vitest';
import { sseParser, type SseMessage } from '../../../src/shared/inbox/sse-parser';

/** Feeds `chunks` one by one; answers the events and comments dispatched. */
function parse(...chunks: string[]) {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const parser = sseParser(
    (m) => messages.push(m),
    (c) => comments.push(c),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { messages, comments };
}

describe('server-sent events parser', () => {
  it("reads the inbox stream's events: id, event name and data, ended by a blank line", () => {
    const { messages, comments } = parse(
      'retry: 1000\n\n',
      'id: 7\nevent: inbox\ndata: {"type":"chat"}\n\n',
      ': ping\n\n',
      'id: 8\nevent: inbox\ndata: {"type":"message"}\n\n',
    );
    expect(messages).toEqual([
      { id: '7', event: 'inbox', data: '{"type":"chat"}' },
      { id: '8', event: 'inbox', data: '{"type":"message"}' },
    ]);
    expect(comments).toEqual(['ping']);
  });

  it('puts an event together from chunks split anywhere, even inside a field name or a CRLF', () => {
    const text = 'id: 12\r\nevent: inbox\r\ndata: {"a":1}\r\n\r\nid: 13\r\ndata: two\r\n\r\n';
    const whole = parse(text).messages;
    expect(whole).toEqual([
      { id: '12', event: 'inbox', data: '{"a":1}' },
      { id: '13', event: 'message', data: 'two' },
    ]);
    // Every split point, and one character at a time.
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse(text.slice(0, cut), text.slice(cut)).messages).toEqual(whole);
    }
    expect(parse(...text.split('')).messages).toEqual(whole);
  });

  it('takes LF, CRLF and lone CR as line ends', () => {
    expect(parse('data: a\rdata: b\r\rdata: c\r\n\r\ndata: d\n\n').messages.map((m) => m.data)).toEqual([
      'a\nb',
      'c',
      'd',
    ]);
  });

  it('joins several data lines with newlines and drops only one space after the colon', () => {
    expect(parse('data:  two spaces\ndata:none\ndata\n\n').messages[0].data).toBe(' two spaces\nnone\n');
  });

  it('keeps the last id for later events, as EventSource does, and ignores an id with NUL', () => {
    const { messages } = parse('id: 5\ndata: a\n\ndata: b\n\nid: 6\0\ndata: c\n\nid\ndata: d\n\n');
    expect(messages.map((m) => m.id)).toEqual(['5', '5', '5', '']);
  });

  it('dispatches nothing for a blank line without data, and forgets the event name it had', () => {
    const { messages } = parse('event: inbox\n\n\n\ndata: x\n\n');
    expect(messages).toEqual([{ id: undefined, event: 'message', data: 'x' }]);
  });

  it('keeps a half-received event until its blank line comes', () => {
    const messages: SseMessage[] = [];
    const parser = sseParser((m) => messages.push(m));
    parser.push('id: 1\nevent: inbox\ndata: {"half":');
    parser.push('');
    expect(messages).toEqual([]);
    parser.push('true}\n');
    expect(messages).toEqual([]);
    parser.push('\n');
    expect(messages).toEqual([{ id: '1', event: 'inbox', data: '{"half":true}' }]);
  });

  it('ignores unknown fields and retry', () => {
    expect(parse('foo: bar\nretry: 10\ndata: ok\n\n').messages).toEqual([
      { id: undefined, event: 'message', data: 'ok' },
    ]);
  });
});
