// react-i18next imports use-sync-external-store/shim, a polyfill for Reacts before 18; React 19 has the
// hook itself, so vite.config.ts points that import here instead of shipping the polyfill.
export { useSyncExternalStore } from 'react';
