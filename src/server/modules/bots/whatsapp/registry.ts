import type { AppContext } from '../../../context';
import { whatsappRunner, type WhatsAppRunner } from './runner';

/** Each server's one WhatsApp worker (the webhook, the owner's replies and the job share it). */
const runners = new WeakMap<AppContext, WhatsAppRunner>();

export function runnerOf(ctx: AppContext): WhatsAppRunner {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = whatsappRunner(ctx);
    runners.set(ctx, runner);
  }
  return runner;
}
