import type { ReactNode } from 'react';

// A message's text as text: React renders strings as text nodes, never as HTML. Web addresses are shown as
// links that open only when clicked, in a new tab, telling the target nothing (rel="noopener noreferrer
// nofollow"); nothing is fetched or previewed from them.

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      <a key={index} href={match[0]} target="_blank" rel="noopener noreferrer nofollow" className="break-all underline underline-offset-2">
        {match[0]}
      </a>,
    );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p dir="auto" className="whitespace-pre-wrap break-words">{parts}</p>;
}
