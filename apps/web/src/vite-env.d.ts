/// <reference types="vite/client" />

/** Set at build time (vite.config.ts) so a new build never reads a stale cached locale file. */
declare const __BUILD_ID__: string;
