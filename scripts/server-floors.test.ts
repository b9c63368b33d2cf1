import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's floors (eslint.config.js, SERVER_FLOORS) fail the build: each case is linted as if it were the file named.
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'floors/server-floors' || m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the server floors', { timeout: 60_000 }, () => {
  it('refuse an import up the floors: matching knows nothing of deals', async () => {
    expect(await problems('src/server/modules/matching/x.ts', "import { introductionsRouter } from '../deals/index.ts';\nexport const x = introductionsRouter;\n"))
      .toEqual(['src/server/modules/matching (floor 7) may not import src/server/modules/deals (floor 8): imports go down the floors of SERVER_FLOORS.']);
  });

  it('refuse reaching past a module\'s entry file, and accept the entry file', async () => {
    expect(await problems('src/server/modules/deals/x.ts', "import { rankBusinesses } from '../matching/ranking.ts';\nexport const x = rankBusinesses;\n"))
      .toEqual(['Import modules/matching through its entry file, src/server/modules/matching/index.ts.']);
    expect(await problems('src/server/modules/deals/x.ts', "import { snapshotsFor } from '../matching/index.ts';\nexport const x = snapshotsFor;\n")).toEqual([]);
  });

  it('let `import type` cross, and tests reach anything', async () => {
    expect(await problems('src/server/modules/matching/x.ts', "import type { DealRow } from '../deals/room/deals.queries.ts';\nexport type X = DealRow;\n")).toEqual([]);
    expect(await problems('src/server/modules/matching/x.test.ts', "import { party } from '../deals/room/deals.test-support.ts';\nexport const x = party;\n")).toEqual([]);
  });

  it('keep the deal\'s rooms one way: the NDA stands below the room, the room below introductions', async () => {
    expect(await problems('src/server/modules/deals/nda/x.ts', "import { contactOf } from '../room/contacts.ts';\nexport const x = contactOf;\n"))
      .toEqual(['src/server/modules/deals/nda may not import its room room: the rooms stand nda ← room ← introductions.']);
    expect(await problems('src/server/modules/deals/introductions/x.ts', "import { contactOf } from '../room/contacts.ts';\nexport const x = contactOf;\n")).toEqual([]);
  });

  it('keep SQL out of route handlers', async () => {
    expect(await problems('src/server/modules/rates/x.handlers.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"))
      .toEqual(['\'drizzle-orm\' import is restricted from being used by a pattern. A handler calls a service or *.queries.ts; SQL lives there.']);
  });
});
