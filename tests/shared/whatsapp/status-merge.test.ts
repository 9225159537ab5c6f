import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  counterMoves,
  mergeStatus,
  type DeliveryFacts,
  type StatusEvent,
} from '../../../src/shared/whatsapp/status-merge';

const fresh = (): DeliveryFacts => ({
  status: 'sending',
  sent_at: null,
  delivered_at: null,
  read_at: null,
  failed_at: null,
});
const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, s)).toISOString();
const apply = (events: StatusEvent[]) => events.reduce(mergeStatus, fresh());

const eventArb = fc.record({
  status: fc.constantFrom<StatusEvent['status']>('sent', 'delivered', 'read', 'failed'),
  at: fc.integer({ min: 0, max: 59 }).map(at),
});

describe('status merge (issue 26 Statuses)', () => {
  it('any order and any repeats of the same events end the same', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.func(fc.integer()),
        (events, repeats, order) => {
          const withRepeats = [...events, ...repeats.map((i) => events[i % events.length])];
          const shuffled = [...withRepeats].sort((a, b) => order(a) - order(b));
          expect(apply(shuffled)).toEqual(apply(events));
        },
      ),
    );
  });

  it('counters moved event by event equal the counts of the final facts', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { minLength: 1, maxLength: 10 }), (events) => {
        let row = fresh();
        const total = { sent: 0, delivered: 0, read: 0, failed: 0 };
        for (const e of events) {
          const next = mergeStatus(row, e);
          const d = counterMoves(row, next);
          for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += d[k];
          row = next;
        }
        expect(total).toEqual(counterMoves(fresh(), row));
      }),
    );
  });

  it('never goes back: read stays read when delivered or sent come after', () => {
    const read = apply([{ status: 'read', at: at(30) }]);
    expect(read).toMatchObject({ status: 'read', sent_at: at(30), delivered_at: at(30), read_at: at(30) });
    const later = apply([
      { status: 'read', at: at(30) },
      { status: 'delivered', at: at(20) },
      { status: 'sent', at: at(10) },
    ]);
    expect(later).toMatchObject({ status: 'read', sent_at: at(10), delivered_at: at(20), read_at: at(30) });
  });

  it('a failure after delivery is ignored; one before it stays failed', () => {
    expect(
      apply([
        { status: 'delivered', at: at(5) },
        { status: 'failed', at: at(9) },
      ]),
    ).toMatchObject({
      status: 'delivered',
      failed_at: null,
    });
    expect(
      apply([
        { status: 'sent', at: at(5) },
        { status: 'failed', at: at(9) },
      ]),
    ).toMatchObject({
      status: 'failed',
      sent_at: at(5),
      failed_at: at(9),
    });
  });

  it('a repeat changes nothing: the same row comes back', () => {
    const once = apply([{ status: 'delivered', at: at(5) }]);
    expect(mergeStatus(once, { status: 'delivered', at: at(5) })).toBe(once);
  });
});
