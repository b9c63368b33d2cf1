import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument, type PDFObject } from 'pdf-lib';
import { PdfLimitError } from './pdf-limits.ts';

// The parts of a loaded PDF the stamper checks or removes: the real number of pages (not the /Count a file claims) and
// every script a reader would run on opening or clicking it.

const TYPE = PDFName.of('Type');
const PAGES = PDFName.of('Pages');
const KIDS = PDFName.of('Kids');
const COUNT = PDFName.of('Count');

/**
 * Counts the page tree's leaves, one per reference (a page shown 60,000 times costs 60,000 pages to stamp), stopping past
 * `maxPages`; a node met twice (a loop) is walked once.
 */
export function countPages(document: PDFDocument, maxPages: number): number {
  const over = () => new PdfLimitError('pages', `more than ${maxPages} pages`);
  const root = document.catalog.lookup(PAGES);
  if (!(root instanceof PDFDict)) return 0;
  const claimed = root.lookup(COUNT);
  if (claimed && 'asNumber' in claimed && typeof claimed.asNumber === 'function' && (claimed.asNumber as () => number)() > maxPages) throw over();
  const seen = new Set<PDFDict>();
  const pending: PDFDict[] = [root];
  let pages = 0;
  while (pending.length > 0) {
    const node = pending.pop() as PDFDict;
    if (seen.has(node)) continue;
    seen.add(node);
    const kids = node.lookup(KIDS);
    if (!(kids instanceof PDFArray)) continue;
    for (let k = 0; k < kids.size(); k += 1) {
      const kid = kids.lookup(k);
      if (!(kid instanceof PDFDict)) continue;
      if (kid.lookup(TYPE) === PAGES || kid.has(KIDS)) pending.push(kid);
      else if ((pages += 1) > maxPages) throw over();
    }
  }
  return pages;
}

const ACTION_KEYS = [PDFName.of('OpenAction'), PDFName.of('AA')];
const LINKED_ACTIONS = [PDFName.of('A'), PDFName.of('Next')];
const S = PDFName.of('S');
const JS = PDFName.of('JS');
const JAVASCRIPT = PDFName.of('JavaScript');

const isScript = (object: PDFObject | undefined): boolean => object instanceof PDFDict && (object.lookup(S) === JAVASCRIPT || object.has(JS));

/** In one dictionary: open and additional actions go, a link to a script goes, and a script loses its code. */
function disarm(dict: PDFDict, context: PDFDocument['context']): void {
  for (const key of ACTION_KEYS) dict.delete(key);
  for (const key of LINKED_ACTIONS) {
    const linked = dict.get(key);
    const target = linked instanceof PDFRef ? context.lookup(linked) : linked;
    if (isScript(target) || (target instanceof PDFArray && target.asArray().some((item) => isScript(item instanceof PDFRef ? context.lookup(item) : item)))) {
      dict.delete(key);
    }
  }
  if (isScript(dict)) {
    // Unlinked above, and emptied too, for a script reached some way this walk does not see.
    dict.delete(JS);
    dict.delete(S);
  }
}

/** Walks one object's direct dictionaries and arrays (their depth is bounded by the nesting limit checked before). */
function disarmWithin(object: PDFObject, context: PDFDocument['context']): void {
  if (object instanceof PDFDict) {
    disarm(object, context);
    for (const value of object.values()) if (value instanceof PDFDict || value instanceof PDFArray) disarmWithin(value, context);
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) if (value instanceof PDFDict || value instanceof PDFArray) disarmWithin(value, context);
  } else if ('dict' in object && object.dict instanceof PDFDict) {
    disarm(object.dict, context);
  }
}

/**
 * Removes what a reader would run: the catalog's /OpenAction and /AA, the /Names /JavaScript tree, every /AA (pages,
 * annotations, form fields) and every JavaScript action, wherever it sits; the document keeps its pages and links.
 */
export function removeScripts(document: PDFDocument): void {
  const { context, catalog } = document;
  const names = catalog.lookup(PDFName.of('Names'));
  if (names instanceof PDFDict) names.delete(JAVASCRIPT);
  for (const [, object] of context.enumerateIndirectObjects()) disarmWithin(object, context);
  disarm(catalog, context);
}
