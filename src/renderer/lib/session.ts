import { atom } from 'jotai';
import type { Session } from '../../shared/account/contract';
import { ROLES, type Role } from '../../shared/account/modules';
import { sessionTokenStore } from '../transport';
import { desktopBridge } from './desktop';
import { getAppStore } from './store';

/**
 * Who is signed in, as far as the renderer knows. The token itself is not here: the desktop
 * gateway keeps it in the keychain, the fetch transport in the tab session.
 */
export type SessionState = { status: 'signedOut' } | { status: 'signedIn'; role: Role; userName: string };

export const SIGNED_OUT: SessionState = { status: 'signedOut' };

export const sessionAtom = atom<SessionState>(SIGNED_OUT);

/** Spec 00 section 6: the role name is held in local storage as `role`. */
export const ROLE_KEY = 'role';
const USER_NAME_KEY = 'userName';

const asRole = (value: unknown): Role | undefined =>
  (ROLES as readonly unknown[]).includes(value) ? (value as Role) : undefined;

/** The session at start: the vault's answer in the desktop app, the tab session in a browser. */
export async function readInitialSession(): Promise<SessionState> {
  const bridge = desktopBridge();
  if (bridge) {
    try {
      const info = await bridge.sessionGet();
      const role = asRole(info.role);
      return info.signedIn && role ? { status: 'signedIn', role, userName: info.userName ?? '' } : SIGNED_OUT;
    } catch {
      return SIGNED_OUT;
    }
  }
  const role = asRole(localStorage.getItem(ROLE_KEY));
  if (!sessionTokenStore.get() || !role) return SIGNED_OUT;
  return { status: 'signedIn', role, userName: sessionStorage.getItem(USER_NAME_KEY) ?? '' };
}

/** After a login, registration, OTP or setup answer (the transport has already kept the token). */
export function startSession(session: Pick<Session, 'role' | 'userName'>): SessionState {
  const state: SessionState = { status: 'signedIn', role: session.role, userName: session.userName };
  localStorage.setItem(ROLE_KEY, session.role);
  sessionStorage.setItem(USER_NAME_KEY, session.userName);
  getAppStore().set(sessionAtom, state);
  return state;
}

/** Keeps the stored role in step with what the server says (Account/Me). */
export function refreshSessionRole(role: Role, userName: string): void {
  const current = getAppStore().get(sessionAtom);
  if (current.status !== 'signedIn' || (current.role === role && current.userName === userName)) return;
  startSession({ role, userName });
}
