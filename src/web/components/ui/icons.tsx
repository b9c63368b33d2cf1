import { createElement, type SVGProps } from 'react';

// The icons of the app's frame, the home page and the listing cards, drawn as Lucide draws them (path data
// from lucide-react, ISC licence) without its run-time icon builder: the first page loads 1 KB less.
// Other screens import their icons from lucide-react.

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];
export type Icon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

export function icon(name: string, node: IconNode): Icon {
  return ({ className, ...rest }) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      {...rest}
    >
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}

export const Menu = icon('menu', [['path', { d: 'M4 5h16' }], ['path', { d: 'M4 12h16' }], ['path', { d: 'M4 19h16' }]]);
export const X = icon('x', [['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]]);
export const ChevronDown = icon('chevron-down', [['path', { d: 'm6 9 6 6 6-6' }]]);
export const Languages = icon('languages', [['path', { d: 'm5 8 6 6' }], ['path', { d: 'm4 14 6-6 2-3' }], ['path', { d: 'M2 5h12' }], ['path', { d: 'M7 2h1' }], ['path', { d: 'm22 22-5-10-5 10' }], ['path', { d: 'M14 18h6' }]]);
export const Building2 = icon('building-2', [['path', { d: 'M10 12h4' }], ['path', { d: 'M10 8h4' }], ['path', { d: 'M14 21v-3a2 2 0 0 0-4 0v3' }], ['path', { d: 'M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2' }], ['path', { d: 'M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16' }]]);
export const UserRound = icon('user-round', [['circle', { cx: '12', cy: '8', r: '5' }], ['path', { d: 'M20 21a8 8 0 0 0-16 0' }]]);
export const BadgeCheck = icon('badge-check', [['path', { d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z' }], ['path', { d: 'm16 9-5.5 5.5L8 12' }]]);
export const Brain = icon('brain', [['path', { d: 'M12 18V5' }], ['path', { d: 'M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4' }], ['path', { d: 'M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294' }], ['path', { d: 'M17.996 5.125a4 4 0 012.526 5.77' }], ['path', { d: 'M18 18a4 4 0 002-7.465' }], ['path', { d: 'M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517' }], ['path', { d: 'M6 18a4 4 0 01-2-7.465' }], ['path', { d: 'M6.004 5.125a4 4 0 00-2.526 5.77' }]]);
export const Globe2 = icon('globe-2', [['path', { d: 'M21.54 15H17a2 2 0 0 0-2 2v4.54' }], ['path', { d: 'M7 3.34V5a3 3 0 0 0 3 3a2 2 0 0 1 2 2c0 1.1.9 2 2 2a2 2 0 0 0 2-2c0-1.1.9-2 2-2h3.17' }], ['path', { d: 'M11 21.95V18a2 2 0 0 0-2-2a2 2 0 0 1-2-2v-1a2 2 0 0 0-2-2H2.05' }], ['circle', { cx: '12', cy: '12', r: '10' }]]);
export const Handshake = icon('handshake', [['path', { d: 'm11 17 2 2a1 1 0 1 0 3-3' }], ['path', { d: 'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4' }], ['path', { d: 'm21 3 1 11h-2' }], ['path', { d: 'M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3' }], ['path', { d: 'M3 4h8' }]]);
export const Search = icon('search', [['path', { d: 'm21 21-4.34-4.34' }], ['circle', { cx: '11', cy: '11', r: '8' }]]);
export const ShieldCheck = icon('shield-check', [['path', { d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z' }], ['path', { d: 'm9 12 2 2 4-4' }]]);
export const UserPlus = icon('user-plus', [['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }], ['circle', { cx: '9', cy: '7', r: '4' }], ['line', { x1: '19', x2: '19', y1: '8', y2: '14' }], ['line', { x1: '22', x2: '16', y1: '11', y2: '11' }]]);
export const Users = icon('users', [['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }], ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }], ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }], ['circle', { cx: '9', cy: '7', r: '4' }]]);
