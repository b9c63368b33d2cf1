/** The Node 24 binary in .cache/node24, installed from the npm registry at its first use. */
export function node24(): string;
