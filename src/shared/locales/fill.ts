// How the server's catalogue (this folder) is read: {{name}} values as i18next fills them in the web's.

/** A template with its {{name}} values filled in; a name without a value stays as written, so a gap shows. */
export function fillWords(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole);
}

/** The `${base}_one` text for a count of one, else `${base}_other`, with the count filled in. */
export function countWords<B extends string>(texts: { readonly [K in `${B}_one` | `${B}_other`]: string }, base: B, count: number): string {
  return fillWords(count === 1 ? texts[`${base}_one`] : texts[`${base}_other`], { count });
}
