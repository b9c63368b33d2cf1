/** Builds the server bundle into `out` (default dist/server). */
export function buildServer(out?: string): Promise<void>;
