import type { Role } from '../../shared/account/modules';

/** The caller of an authenticated request. */
export interface AuthUser {
  id: number;
  role: Role;
  userName: string;
  email: string;
  sessionId: string;
}

export const isAdmin = (user: AuthUser | null | undefined) => user?.role === 'Admin';
