/** `{ env, nodeArgs }` of `VAR=value … node --flag … dist/server/main.js`, the last command of package.json "start". */
export function productionLaunch(): { env: Record<string, string>; nodeArgs: string[] };
