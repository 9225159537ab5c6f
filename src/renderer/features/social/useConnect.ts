import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConnectNetwork } from '../../../shared/social/platforms';
import { toastError, toastSuccess } from '../../components/feedback/toast';
import { useInvalidatePosts } from './api';
import { connectNetwork, finishFromReturn, pendingReturn } from './connectFlow';

/**
 * Runs a network's sign-in from a button (spec 01 §4: success or failure of each shows a toast,
 * §8: the server's message, else "Something went wrong"); `busy` names the network under way.
 */
export function useConnect() {
  const [busy, setBusy] = useState<ConnectNetwork | null>(null);
  const invalidate = useInvalidatePosts();
  const connect = async (network: ConnectNetwork) => {
    setBusy(network);
    try {
      const outcome = await connectNetwork(network);
      if (!outcome.done) return; // the browser is on its way to the network
      toastSuccess(outcome.message);
      await invalidate();
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(null);
    }
  };
  return { busy, connect };
}

/**
 * Browser mode: the network sent the browser back here with `code` and `state`. Hands them to the
 * connect endpoint once, toasts, and cleans the address (issue 13, Accounts).
 */
export function useConnectReturn(enabled = true) {
  const location = useLocation();
  const navigate = useNavigate();
  const invalidate = useInvalidatePosts();
  const handled = useRef(false);
  const [finishing, setFinishing] = useState(false);
  useEffect(() => {
    if (!enabled || handled.current) return;
    const back = pendingReturn(new URLSearchParams(location.search));
    if (!back) return;
    handled.current = true;
    setFinishing(true);
    void navigate({ pathname: location.pathname }, { replace: true });
    finishFromReturn(back)
      .then(async (message) => {
        toastSuccess(message);
        await invalidate();
      })
      .catch((err: unknown) => toastError(err))
      .finally(() => setFinishing(false));
  }, [enabled, location.search, location.pathname, navigate, invalidate]);
  return finishing;
}
