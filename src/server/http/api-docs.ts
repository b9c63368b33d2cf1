import type { OpenAPIObject } from 'openapi3-ts/oas30';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** A self-contained HTML reference of the OpenAPI document (no CDN: works offline and under our CSP). */
export function renderApiDocs(doc: OpenAPIObject): string {
  const sections = Object.entries(doc.paths ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const op = item[method];
        if (!op) return [];
        const body = op.requestBody && 'content' in op.requestBody ? op.requestBody.content['application/json']?.schema : undefined;
        const params = (op.parameters ?? []).map((p) => ('name' in p ? `${p.name} (${p.in})` : '')).filter(Boolean);
        const responses = Object.entries(op.responses ?? {})
          .map(([status, r]) => `<li><code>${escape(status)}</code> ${escape((r as { description?: string }).description ?? '')}</li>`)
          .join('');
        return [
          `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>`,
          `<p>${escape(op.summary ?? '')}</p>`,
          params.length ? `<p><b>Parameters:</b> ${escape(params.join(', '))}</p>` : '',
          body ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>` : '',
          `<ul>${responses}</ul></section>`,
        ];
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)} API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}h2{font-size:1rem}.m{display:inline-block;min-width:4rem;font-size:.8rem;padding:.1rem .4rem;border-radius:.25rem;color:#fff;background:#475569}
.get{background:#2563eb}.post{background:#16a34a}.patch,.put{background:#d97706}.delete{background:#dc2626}pre{background:#f1f5f9;padding:.5rem;overflow:auto}</style></head>
<body><h1>${escape(doc.info.title)} API ${escape(doc.info.version)}</h1><p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors are JSON <code>{ "error": { "code", "message", "fields"? } }</code>. State-changing requests need a same-origin <code>Origin</code> header.</p>
${sections}</body></html>`;
}
