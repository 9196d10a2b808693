import {
  accountEndpoints,
  authEndpoints,
  type CentreKind,
  centreKindOf,
  type UserInfo,
} from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';

export interface ConsoleSession {
  user: UserInfo;
  /** The centre this session is in (undefined: a centre without codes, an external one). */
  centre: CentreKind | undefined;
  /** The permission codes the session holds in its centre (`*` for a customer's main account). */
  codes: readonly string[];
}

/** The signed-in user and the codes their role holds in the session's centre (spec §6 `permi`). */
export async function loadSession(): Promise<ConsoleSession> {
  const quiet = { signInOnEnd: false };
  const [user, menus] = await Promise.all([
    call(accountEndpoints.userInfo, quiet),
    call(authEndpoints.menus, quiet),
  ]);
  return { user, centre: centreKindOf(user.subsysCode), codes: menus.permi };
}

export const sessionKey = ['console', 'session'] as const;

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: loadSession, retry: false, staleTime: 60_000 });
}
