import { describe, expect, it } from 'vitest';
import { messageErrorText } from '../../../src/shared/whatsapp/message-error';

/** Spec 03 §4: a failed message's error shows error.message, then message, else the raw text. */
describe("a failed message's error text", () => {
  it('reads Meta’s error.message first', () => {
    expect(
      messageErrorText(
        JSON.stringify({ error: { code: 131026, message: 'Message undeliverable' }, message: 'x' }),
      ),
    ).toBe('Message undeliverable');
  });

  it('then a top-level message', () => {
    expect(
      messageErrorText(JSON.stringify({ error: { code: 1 }, message: 'The contact has no Email' })),
    ).toBe('The contact has no Email');
  });

  it('else the raw text: not JSON, JSON without a message, or a JSON string', () => {
    expect(messageErrorText('Timed out after sending')).toBe('Timed out after sending');
    expect(messageErrorText('{"code":5}')).toBe('{"code":5}');
    expect(messageErrorText('"quoted"')).toBe('"quoted"');
    expect(messageErrorText(null)).toBe('');
  });
});
