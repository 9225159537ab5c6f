import { createApiClient } from '../../shared/http/client';
import { endpointOfId as endpointById } from '../../shared/http/endpoint-ids';
import type { Transport } from '../../shared/http/transport';
import { createTransport } from '../transport';
import { NETWORK_ERROR_CODE } from '../transport/fetch';
import { connectivityAtom } from './connectivity';
import { notifyLimitExceeded } from './limitExceeded';
import { navigateTo } from './navigation';
import { PATHS } from './paths';
import { sessionAtom } from './session';
import { getAppStore } from './store';

/**
 * Every call passes here, whichever way it travels, so the rules of ARCHITECTURE.md (status codes)
 * and spec 00 section 8 apply once:
 * - 401 on a signed-in call ends the session through /logout. The spec logs out when the token's
 *   expiration has passed and always in the native shells; the server checks that expiry itself and
 *   answers 401 only for a token it no longer honours, so a 401 is that case in both modes. Login
 *   and OTP answers (which also use 401 for wrong credentials) and the logout call are exempt.
 * - 402 opens the Limit exceeded dialog.
 * - A stale answer (desktop offline cache) or an unreachable server shows the offline banner.
 */
export function watchTransport(inner: Transport): Transport {
  return {
    async request(req) {
      const res = await inner.request(req);
      const store = getAppStore();
      const endpoint = endpointById(req.endpoint);
      if (res.status === 401 && !endpoint?.issuesToken && !endpoint?.endsSession) {
        if (store.get(sessionAtom).status === 'signedIn' && !isOnLogout()) navigateTo(PATHS.logout);
      } else if (res.status === 402) {
        notifyLimitExceeded();
      }
      const networkDown =
        res.status === 503 &&
        (res.body as { error?: { errorCode?: string } })?.error?.errorCode === NETWORK_ERROR_CODE;
      const current = store.get(connectivityAtom);
      if (res.stale) {
        if (current.online || current.cachedAt !== res.stale.cachedAt) {
          store.set(connectivityAtom, { online: false, cachedAt: res.stale.cachedAt });
        }
      } else if (networkDown) {
        if (current.online) store.set(connectivityAtom, { online: false });
      } else if (!current.online && !res.queued) {
        store.set(connectivityAtom, { online: true });
      }
      return res;
    },
  };
}

const isOnLogout = () =>
  window.location.pathname === PATHS.logout || window.location.hash === `#${PATHS.logout}`;

/** The renderer's one API client. */
export const api = createApiClient(watchTransport(createTransport()));
