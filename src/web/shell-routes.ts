/** Routes that get a first-paint shell (prerender.tsx): those a signed-out visitor browses; forms (login, register) do not. */
export const SHELL_ROUTES = ['/', '/home', '/businesses', '/investors', '/services', '/privacy', '/terms'];
