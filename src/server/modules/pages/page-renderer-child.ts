import { pathToFileURL } from 'node:url';
import type { RenderJob } from '#shared/first-paint.ts';

// The server's page renderer (page-renderer.ts forks it, decision 0168): draws public pages with the app's components,
// through the build's renderer module, one job at a time (the module keeps the language and the answers of the page it
// is drawing). The server gone, or done with it (the channel closed), it exits.

type Renderer = { renderWithData: (job: RenderJob) => Promise<string> };

let renderer: Promise<Renderer> | undefined;
let queue: Promise<unknown> = Promise.resolve();

process.once('disconnect', () => process.exit(0));

process.on('message', ({ id, bundle, job }: { id: number; bundle: string; job: RenderJob }) => {
  queue = queue.then(async () => {
    let answer: { id: number; html: string } | { id: number; error: string };
    try {
      renderer ??= import(pathToFileURL(bundle).href) as Promise<Renderer>;
      answer = { id, html: await (await renderer).renderWithData(job) };
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(answer);
  });
});
