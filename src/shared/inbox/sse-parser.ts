/**
 * A server-sent events parser (the WHATWG "event stream" format), fed text as it arrives in
 * chunks of any size: lines end in LF, CRLF or CR; `field: value` lines (one space after the colon
 * dropped), `:` lines are comments, a blank line ends an event. The inbox's stream is read with
 * fetch rather than EventSource (which cannot send the token), so this does EventSource's part.
 */

/** One dispatched event. `id` is the stream's last event id at that point (ids carry over, as in EventSource). */
export interface SseMessage {
  id: string | undefined;
  /** `message` when the event named none. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; events complete in it are dispatched before it returns. */
  push(text: string): void;
}

export function sseParser(
  onMessage: (message: SseMessage) => void,
  onComment: (text: string) => void = () => {},
): SseParser {
  let buffer = '';
  // A chunk ended on CR: an LF opening the next chunk belongs to that line ending.
  let skipLf = false;
  let lastId: string | undefined;
  let event = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length === 0) {
      event = '';
      return;
    }
    const message: SseMessage = { id: lastId, event: event || 'message', data: data.join('\n') };
    event = '';
    data = [];
    onMessage(message);
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return onComment(text.slice(1).replace(/^ /, ''));
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: the client keeps its own backoff.
  }

  return {
    push(text) {
      if (text === '') return;
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      const ending = /\r\n|\r|\n/g;
      let start = 0;
      for (let m = ending.exec(buffer); m; m = ending.exec(buffer)) {
        line(buffer.slice(start, m.index));
        start = m.index + m[0].length;
        // A CR that ends the text may be the first half of a CRLF split across chunks.
        skipLf = m[0] === '\r' && start === buffer.length;
      }
      buffer = buffer.slice(start);
    },
  };
}
