// The web's catalogues and the server's (src/shared/locales) copy the English shape the same way.
export type { Translation } from '#shared/locales/translation.ts';
