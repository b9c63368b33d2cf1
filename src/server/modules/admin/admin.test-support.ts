import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { newUser, TestClient, type TestContext } from '../../testing/test-app.ts';
import { CSV_BOM } from './csv.ts';

// Helpers of the admin API tests: signed-in callers of each role, audit rows and CSV parsing.

export interface Caller {
  client: TestClient;
  userId: string;
  email: string;
}

export async function signedIn(ctx: TestContext, type: 'investor' | 'business_owner', overrides: Record<string, unknown> = {}): Promise<Caller> {
  const client = new TestClient(ctx.app);
  const fields = newUser(type, overrides);
  const res = await client.post('/api/auth/register', fields);
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  return { client, userId: user.id, email: fields.email };
}

/** An admin is a user whose role an operator set (the API never lets a client set it). */
export async function signedInAdmin(ctx: TestContext): Promise<Caller> {
  const caller = await signedIn(ctx, 'investor');
  await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, caller.userId));
  return caller;
}

export async function auditRows(ctx: TestContext, targetId: string) {
  return ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
}

/** RFC 4180 text back into records, as a spreadsheet program reads it. */
export function parseCsv(input: string): string[][] {
  const source = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && source[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      [record, field] = [[], ''];
      i += 1;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** Reads a CSV response as raw bytes (to see the BOM) and as records keyed by the header row. */
export async function readCsv(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const [header = [], ...rows] = parseCsv(text);
  const records = rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
  return { bytes, text, header, rows, records };
}

/** Polls `check` until it holds (background delivery is not awaited by the request). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
