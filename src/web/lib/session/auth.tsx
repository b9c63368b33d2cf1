import { createContext, use, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionPayload } from '#shared/account/users.ts';
import type { LoginInput, RegisterInput, UpdateMeInput } from '#shared/messages/validation.ts';
import { api } from '../api/api.ts';
import { sessionQueryKey, signedIn as signedInAs } from './signed-in.ts';

export { sessionQueryKey };

/**
 * The session the server wrote into the page (src/server/modules/pages/web-app.ts), so the first paint needs
 * no round trip to learn who is signed in. Absent under the development server: then it is fetched.
 */
function sessionInPage(): SessionPayload | undefined {
  const element = document.getElementById('dealbridge-session');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SessionPayload;
  } catch {
    return undefined;
  }
}
const pageLoadedAt = Date.now();

interface AuthState {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: CurrentUser | null;
  login(input: LoginInput): Promise<CurrentUser>;
  register(input: RegisterInput): Promise<CurrentUser>;
  /** Ends the session on the server and loads the home page afresh, signed out. */
  logout(): Promise<void>;
  updateMe(input: UpdateMeInput): Promise<CurrentUser>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api('GET /api/auth/session', { signal }),
    staleTime: 5 * 60 * 1000,
    retry: 1,
    initialData: sessionInPage,
    initialDataUpdatedAt: pageLoadedAt,
  });

  const value = useMemo<AuthState>(() => {
    const signedIn = (payload: SessionPayload) => signedInAs(queryClient, payload);
    const user = session.data?.user ?? null;
    return {
      status: session.isPending ? 'loading' : user ? 'signedIn' : 'signedOut',
      user,
      login: async (input) => signedIn(await api('POST /api/auth/login', { body: input })),
      register: async (input) => signedIn(await api('POST /api/auth/register', { body: input })),
      logout: async () => {
        try {
          await api('POST /api/auth/logout');
        } catch (error) {
          // Spec: a failed logout is logged and the user still goes home signed out.
          console.error('Logout failed', error);
        }
        // A fresh load of the home page: nothing fetched while signed in survives, and no signed-in-only
        // page still on screen can redirect elsewhere before home is shown (an SPA navigation to a lazy
        // page runs in a transition, so the old page re-rendered signed out and sent the reader to /register).
        window.location.assign('/');
      },
      updateMe: async (input) => {
        const payload = await api('PATCH /api/me', { body: input });
        queryClient.setQueryData(sessionQueryKey, payload);
        if (!payload.user) throw new Error('No user in session payload');
        return payload.user;
      },
    };
  }, [session.data, session.isPending, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
