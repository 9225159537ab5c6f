import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountContract, type Me, type Session } from '../../../shared/account/contract';
import { landingPath } from '../../lib/paths';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { endpointKey } from '../../lib/queryKeys';
import { sessionAtom, startSession } from '../../lib/session';

/** Whether the server has an Admin yet; without one the login screen sends the visitor to setup. */
export const useSetupStatus = () =>
  useEndpointQuery(accountContract.setupStatus, undefined, { staleTime: 0 });

/** The signed-in user (spec 00 section 4: loaded at start unless on the auth pages with no user). */
export function useMe() {
  const session = useAtomValue(sessionAtom);
  return useEndpointQuery(accountContract.me, undefined, {
    enabled: session.status === 'signedIn',
    staleTime: 60_000,
  });
}

export const meQueryKey = endpointKey(accountContract.me);

/** Allowed phone countries, India first. */
export const useCountries = () =>
  useEndpointQuery(accountContract.countries, undefined, { staleTime: Infinity });

export const useLogin = () => useEndpointMutation(accountContract.login);
export const useRegister = () => useEndpointMutation(accountContract.register);
export const useSetup = () => useEndpointMutation(accountContract.setup);
export const useLoginWithOtp = () => useEndpointMutation(accountContract.loginWithOtp);
export const useVerifyOtp = () => useEndpointMutation(accountContract.verifyOtp);
export const useChangePassword = () => useEndpointMutation(accountContract.changePassword);

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useEndpointMutation(accountContract.setPassword, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/**
 * Begins the session a login-type answer describes and goes where that role lands (spec 00 section
 * 4: Admin to the admin home, others to the user home), or to `to` (registration → onboarding).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (session: Pick<Session, 'role' | 'userName'>, to?: string) => {
      queryClient.removeQueries({ queryKey: meQueryKey });
      startSession(session);
      navigate(to ?? landingPath(session.role), { replace: true });
    },
    [navigate, queryClient],
  );
}

/** The company name of brand information, the name the header shows for a User. */
export function companyNameOf(me: Me): string {
  const company = me.brandInfo.find((b) => b.brandField === 'Company Name')?.value?.trim();
  return company || me.userName;
}
