import type { AppContext } from '../../../context';
import { flowCache, type FlowCache } from './flows';
import { keyedQueue, type KeyedQueue } from './queue';

/** What a bot session needs of one server. */
export interface SessionDeps {
  ctx: AppContext;
  /** Per visitor id: one message at a time in this process. */
  queue: KeyedQueue;
  /** Background work started after a step commits (Api calls, lead alerts); tests await `idle()`. */
  background: Background;
  /** The bot's saved flow, parsed once per save. */
  flowOf: FlowCache;
}

export interface Background {
  add(work: () => Promise<void>): void;
  idle(): Promise<void>;
}

function background(ctx: AppContext): Background {
  const running = new Set<Promise<void>>();
  return {
    add(work) {
      const p = work()
        .catch((err: unknown) => ctx.log.error({ err }, 'bot background work failed'))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

// One set of session dependencies per server, whichever of its routes asks (widget, webhook).
const built = new WeakMap<AppContext, SessionDeps>();

export function sessionDepsOf(ctx: AppContext): SessionDeps {
  let deps = built.get(ctx);
  if (!deps) {
    deps = { ctx, queue: keyedQueue(), background: background(ctx), flowOf: flowCache() };
    built.set(ctx, deps);
  }
  return deps;
}
