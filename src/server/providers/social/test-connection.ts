import type { TestResult } from '../../../shared/settings/schemas';
import type { SocialApp } from './app';
import { checkGoogleApp } from './google';
import { checkLinkedInApp } from './linkedin';
import { checkMetaApp } from './meta';
import { PermanentFailure, ReconnectNeeded, SocialError, Unreachable, type SocialOptions } from './types';
import { checkXApp } from './x';

/**
 * Settings → Test connection of the social cards (issue 9 §1, issue 13): one real, harmless call
 * with the app's credentials. Meta issues an app token; X, LinkedIn and Google have no app-only
 * call, so each is asked to trade a made-up code or token, which tells a wrong client
 * (`invalid_client`) from a right one.
 */
const CHECKS = {
  facebook: { check: checkMetaApp, name: 'Meta', ok: 'Meta accepted the app id and secret.' },
  x: {
    check: checkXApp,
    name: 'X',
    ok: 'X accepted the client id and secret. The redirect address is checked when the first account connects.',
  },
  linkedin: {
    check: checkLinkedInApp,
    name: 'LinkedIn',
    ok: 'LinkedIn accepted the client id and secret. The redirect address is checked when the first account connects.',
  },
  google: {
    check: checkGoogleApp,
    name: 'Google',
    ok: 'Google accepted the client id and secret. The redirect address is checked when the first account connects.',
  },
} as const;

export async function testSocialApp(
  id: keyof typeof CHECKS,
  app: SocialApp,
  options: SocialOptions = {},
): Promise<TestResult> {
  const { check, name, ok } = CHECKS[id];
  try {
    await check(app, { timeoutMs: 15_000, ...options });
    return { ok: true, message: ok };
  } catch (err) {
    if (err instanceof PermanentFailure && /client id or secret/.test(err.message))
      return { ok: false, message: err.message };
    if (
      err instanceof ReconnectNeeded ||
      (err instanceof PermanentFailure && (err.status === 400 || err.status === 401))
    )
      return { ok: false, message: `${name} refused the app id and secret. (${err.message})` };
    // Never reached is no answer of the network's: say what happened, and where.
    if (err instanceof Unreachable)
      return { ok: false, message: `${name} was not reached at ${err.host}: ${err.reason}.` };
    if (err instanceof SocialError) return { ok: false, message: `${name} answered: ${err.message}` };
    return { ok: false, message: `${name} was not reached: ${(err as Error).message || 'no connection'}.` };
  }
}
