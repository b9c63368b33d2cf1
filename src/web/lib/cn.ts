import { clsx, type ClassValue } from 'clsx';

// Joins class names, and lets a later Tailwind utility replace an earlier one of the same kind, so that
// a component's defaults can be overridden by its caller (`buttonClasses('secondary', 'px-6 py-3')`).
// Only the kinds our components override are known here; any other class is kept as written. This
// replaces tailwind-merge, which cost 8 KB of gzipped JavaScript on every page (decision 0077).

const TEXT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl']);
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const BORDER_WIDTH = /^border(-[xyseltrb])?(-\d+)?$/;
const BORDER_COLOR = /^border(-[xyseltrb])?-/;
const SIZED = /^-?(p|px|py|ps|pe|pt|pb|m|mx|my|ms|me|mt|mb|w|h|size|min-w|max-w|gap|rounded|z)-([\d.]+|full|auto|px|screen|fit|none|xs|sm|md|lg|xl|\dxl|\d+\/\d+|\[[^\]]+\])$/;

/** What a utility sets, with its variants: classes of the same kind replace each other. */
function kindOf(className: string): string | null {
  const colon = className.lastIndexOf(':');
  const variants = className.slice(0, colon + 1);
  const utility = className.slice(colon + 1);
  const sized = SIZED.exec(utility);
  if (sized) return variants + sized[1];
  if (utility.startsWith('text-')) {
    const value = utility.slice(5);
    if (TEXT_SIZES.has(value)) return `${variants}text-size`;
    if (['start', 'end', 'left', 'right', 'center', 'justify'].includes(value)) return `${variants}text-align`;
    return `${variants}text-color`;
  }
  if (utility.startsWith('font-') && FONT_WEIGHTS.has(utility.slice(5))) return `${variants}font-weight`;
  if (utility.startsWith('bg-')) return `${variants}bg`;
  if (BORDER_WIDTH.test(utility)) return `${variants}${utility.replace(/-\d+$/, '')}-width`;
  const borderColor = BORDER_COLOR.exec(utility);
  if (borderColor) return `${variants}border${borderColor[1] ?? ''}-color`;
  return null;
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ').filter(Boolean);
  const lastOfKind = new Map<string, number>();
  classes.forEach((className, index) => {
    const kind = kindOf(className);
    if (kind) lastOfKind.set(kind, index);
  });
  return classes
    .filter((className, index) => {
      const kind = kindOf(className);
      return kind === null || lastOfKind.get(kind) === index;
    })
    .join(' ');
}
