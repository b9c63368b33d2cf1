import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A signed-in counterpart who presses a card's action (Express Interest, Connect) is taken to that card on their
 * matching page, where the action is real, instead of the gated dialog a visitor sees (issue 21). The card is the
 * home page's too (components/listings, whose bundle is full), so the press is caught here, before the card's own
 * handler, on the button that reads `label`; `display: contents` leaves the grid's layout as it was.
 */
export function CounterpartAction({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const navigate = useNavigate();
  if (!to) return children;
  const onClickCapture = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.textContent?.trim() !== label) return;
    event.stopPropagation();
    event.preventDefault();
    navigate(to);
  };
  return <div className="contents" onClickCapture={onClickCapture}>{children}</div>;
}
