import { useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Space kept between the bubble and the badge, and between the bubble and the window's edges. */
const GAP = 6;
const EDGE = 8;

/** Places the bubble under the badge (above it when there is no room below), aligned to its start, inside the window. */
function place(button: HTMLElement, bubble: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const width = bubble.offsetWidth;
  const height = bubble.offsetHeight;
  const viewport = document.documentElement.clientWidth;
  const rtl = getComputedStyle(button).direction === 'rtl';
  const start = rtl ? anchor.right - width : anchor.left;
  const left = Math.max(EDGE, Math.min(start, viewport - width - EDGE));
  const below = anchor.bottom + GAP;
  const top = below + height > window.innerHeight - EDGE && anchor.top - height - GAP > EDGE ? anchor.top - height - GAP : below;
  bubble.style.left = `${left}px`;
  bubble.style.top = `${top}px`;
}

const popoverOpen = (bubble: HTMLElement) => bubble.matches(':popover-open');

/**
 * A small pill that explains itself: its explanation shows on hover (a mouse), on keyboard focus and on tap or click
 * (which keeps it open until a tap elsewhere or Escape). The bubble is a popover in the top layer, so no card or dialog
 * clips it, and it is the button's description for screen readers whether shown or not.
 */
export function ExplainedBadge({ icon, label, explanation, className, testId }: {
  icon: ReactNode;
  label: string;
  explanation: string;
  className?: string;
  testId: string;
}) {
  const bubbleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;

  useLayoutEffect(() => {
    const button = buttonRef.current;
    const bubble = bubbleRef.current;
    // Without the Popover API (an old browser, the unit tests' DOM) the explanation stays the button's description.
    if (!button || !bubble || typeof bubble.showPopover !== 'function') return;
    if (!open) {
      if (popoverOpen(bubble)) bubble.hidePopover();
      return;
    }
    if (!popoverOpen(bubble)) bubble.showPopover();
    const follow = () => place(button, bubble);
    follow();
    const close = () => {
      setHovered(false);
      setFocused(false);
      setPinned(false);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (!button.contains(target) && !bubble.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // A touch also sends pointerenter: only a mouse hovers, a finger taps (the click below).
  const onHover = (hovering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(hovering);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-describedby={bubbleId}
        onClick={() => setPinned((was) => !was)}
        onPointerEnter={onHover(true)}
        onPointerLeave={onHover(false)}
        // A tap focuses the button too, but only the keyboard's focus is visible: the tap's click opens it.
        onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocused(false)}
        className={cn(
          'inline-flex max-w-full cursor-help items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          className,
        )}
        data-testid={testId}
      >
        {icon}
        <span className="truncate">{label}</span>
      </button>
      <span
        ref={bubbleRef}
        id={bubbleId}
        role="tooltip"
        popover="manual"
        className="fixed inset-auto m-0 w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-md border-0 bg-ink-900 px-3 py-2 text-start text-xs leading-snug font-normal text-white shadow-lg"
        data-testid={`${testId}-explanation`}
      >
        {explanation}
      </span>
    </>
  );
}
