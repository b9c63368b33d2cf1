import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Country, Language } from '#shared/enums.ts';
import type { RenderJob } from '#shared/first-paint.ts';
import { childProcessEnv } from '../../config.ts';

// Public pages drawn with their data (decision 0168): the Businesses and Investors listings at their bare URL, as a
// signed-out visitor sees them, with the cards of the API's current answers rather than skeletons. The browser paints
// and lays the cards out with the page, before any script runs, and then takes them over as they are (hydration)
// instead of asking the API and drawing 24 cards after the first paint, the main thread's longest work on a phone.
//
// The app's own components draw them, through the build's renderer (dist/render/prerender.mjs, the module that draws
// the first-paint shells), in a process of its own (page-renderer-child.ts): React's server renderer and the app's
// modules never enter the server's heap, and the child exits when it has had nothing to draw for a minute. A page is
// kept per route, language and country for the exact answers it was drawn from; the server reads the answers for each
// request (its listing cache answers them) and sends the kept page only when they are the same, and otherwise the
// shell with its skeletons, while the page is drawn again behind it.

/** The answers a page is drawn from: each API path it shows, with the body the API answered, as text. */
export type Answers = Record<string, string>;

export interface DrawnPage {
  /** #root's content: header and page. */
  html: string;
  drawnAt: number;
}

/** A page per route, language and country: the answers it is for, the page drawn from them, and a draw under way. */
interface Kept {
  /** The answers' digest: a page holds no copy of them. */
  answers: string;
  drawn: DrawnPage | null;
  drawing: Promise<void> | null;
  /** When the last draw failed: the next is not tried before RETRY_MS. */
  failedAt: number | null;
}

/** After a failed draw, the shell goes out for this long before the page is tried again. */
const RETRY_MS = 30_000;

export interface PageRendererOptions {
  /** The renderer child exits after this long without a page to draw. */
  idleMs?: number;
  /** A kept page is drawn again after this long, so that "Updated N days ago" follows the clock. */
  maxAgeMs?: number;
  /** Where a failed draw is told. */
  onError?: (error: Error) => void;
  /** How many pages (route, language and country) are kept at most, ~150 KB each for a listing of 24 cards. */
  maxPages?: number;
}

/** The renderer of a build: `webDir`'s sibling render/prerender.mjs, or null when the build has none. */
export function rendererBundleOf(webDir: string): string | null {
  const bundle = path.join(webDir, '..', 'render', 'prerender.mjs');
  return fs.existsSync(bundle) ? bundle : null;
}

/** The child entry beside this module: JavaScript in the build; its TypeScript through tsx's loader under the tests. */
function startChild(): ChildProcess {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(typescript ? './page-renderer-child.ts' : './page-renderer-child.js', import.meta.url));
  // The server's JIT flags (no Sparkplug, no Maglev) trade speed for memory; a short-lived renderer wants the speed.
  // React's production build, as the browser's: the same markup, and no development checks to pay for.
  return fork(entry, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: typescript ? ['--import', 'tsx'] : [],
    env: childProcessEnv({ NODE_ENV: 'production' }),
  });
}

export class PageRenderer {
  private readonly kept = new Map<string, Kept>();
  private child: ChildProcess | null = null;
  private idle: NodeJS.Timeout | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  private readonly idleMs: number;
  private readonly maxAgeMs: number;
  private readonly maxPages: number;
  private readonly onError: (error: Error) => void;
  private closed = false;

  constructor(
    private readonly bundle: string,
    private readonly profileReview: 'auto' | 'manual',
    options: PageRendererOptions = {},
  ) {
    this.idleMs = options.idleMs ?? 60_000;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.maxPages = options.maxPages ?? 12;
    this.onError = options.onError ?? (() => {});
  }

  /** Whether the renderer's process is up. */
  get running(): boolean {
    return this.child !== null;
  }

  /**
   * The page of `route` drawn from exactly these `answers`, if it is ready; otherwise null, and it is drawn in the
   * background for the next request. A page older than its age limit is still sent while it is drawn again. `readAt`
   * is when the answers were read: the browser's queries count their age from it.
   */
  page(route: string, language: Language, country: Country, answers: Answers, readAt = Date.now()): { html: string; data: string } | null {
    const key = `${route}\n${language}\n${country}`;
    const text = JSON.stringify(answers);
    const digest = createHash('sha256').update(text).digest('base64');
    let kept = this.kept.get(key);
    if (!kept || kept.answers !== digest) kept = { answers: digest, drawn: null, drawing: null, failedAt: null };
    // The most recently asked for last: past the limit, the page asked for longest ago goes.
    this.kept.delete(key);
    this.kept.set(key, kept);
    if (this.kept.size > this.maxPages) this.kept.delete(this.kept.keys().next().value as string);
    const due = kept.drawn === null ? kept.failedAt === null || readAt - kept.failedAt >= RETRY_MS : readAt - kept.drawn.drawnAt >= this.maxAgeMs;
    if (due && !kept.drawing) kept.drawing = this.draw(kept, { route, language, country, readAt, answers });
    const { drawn } = kept;
    if (!drawn) return null;
    // The answers as they came, so that the browser's first render reads what the server drew. Inside
    // <script type="application/json">: a '<' can only stand in a JSON string, where \u003c is the same character.
    const parts = Object.entries(answers).map(([apiPath, body]) => `${JSON.stringify(apiPath)}:${body}`);
    const data = `{"drawnAt":${drawn.drawnAt},"readAt":${readAt},"answers":{${parts.join(',')}}}`.replaceAll('<', '\\u003c');
    return { html: drawn.html, data };
  }

  /** Draws `kept`'s page from its answers (a page drawn for answers replaced meanwhile goes with its entry). */
  private async draw(kept: Kept, request: { route: string; language: Language; country: Country; readAt: number; answers: Answers }): Promise<void> {
    const drawnAt = Date.now();
    const job: RenderJob = {
      route: request.route,
      language: request.language,
      country: request.country,
      profileReview: this.profileReview,
      data: { drawnAt, readAt: request.readAt, answers: Object.fromEntries(Object.entries(request.answers).map(([apiPath, body]) => [apiPath, JSON.parse(body) as unknown])) },
    };
    try {
      kept.drawn = { html: await this.send(job), drawnAt };
      kept.failedAt = null;
    } catch (error) {
      kept.failedAt = Date.now();
      if (!this.closed) this.onError(error as Error);
    } finally {
      kept.drawing = null;
    }
  }

  /** Waits for every draw under way (tests, and the bench's warm-up). */
  async settled(): Promise<void> {
    await Promise.all([...this.kept.values()].map((kept) => kept.drawing));
  }

  private send(job: RenderJob): Promise<string> {
    if (this.closed) return Promise.reject(new Error('page renderer closed'));
    const child = this.child ?? this.start();
    const id = this.nextId++;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      child.send({ id, bundle: this.bundle, job });
    });
  }

  private start(): ChildProcess {
    const child = startChild();
    this.child = child;
    // The renderer never keeps the server running; the server gone, its channel closes and the child exits.
    child.unref();
    child.channel?.unref();
    child.on('message', (message: { id: number; html?: string; error?: string }) => {
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.html !== undefined) waiter?.resolve(message.html);
      else waiter?.reject(new Error(`page renderer: ${message.error ?? 'no page'}`));
      if (this.waiting.size === 0) this.idle = setTimeout(() => this.stopChild(), this.idleMs).unref();
    });
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = null;
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`page renderer ${why}`));
      this.waiting.clear();
    };
    child.once('error', (error) => gone(`failed: ${error.message}`));
    child.once('exit', (code, signal) => gone(`exited with ${signal ?? `code ${code}`}`));
    return child;
  }

  private stopChild(): void {
    const child = this.child;
    this.child = null;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    child?.disconnect();
  }

  /** Stops the child; pages already kept are no longer sent. */
  close(): void {
    this.closed = true;
    this.kept.clear();
    this.stopChild();
  }
}
