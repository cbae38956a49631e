import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

/** Tooltips wait 700 ms, so they help without flickering as the pointer passes by. */
export const TOOLTIP_DELAY_MS = 700;
const GAP = 6;
const EDGE = 8;

type TooltipProps = {
  content: string;
  /** One focusable element; it gets aria-describedby unless its accessible name already says the same. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  describesChild?: boolean;
};

/**
 * Shows `content` under the child after 700 ms of hover or keyboard focus; Escape, blur or leaving
 * hides it. Rendered in a portal with fixed coordinates so no transformed or clipped parent hides it.
 */
export function Tooltip({ content, children, describesChild = true }: TooltipProps) {
  const id = useId();
  const triggerRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [isOpen, setIsOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setIsOpen(false);
    setPosition(null);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  // Measured after render: under the trigger, centred, but kept inside the viewport on small screens.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const tip = tipRef.current;
    if (!isOpen || trigger === null || tip === null) return;
    const anchor = trigger.getBoundingClientRect();
    const width = tip.offsetWidth;
    const left = Math.min(
      Math.max(anchor.left + anchor.width / 2 - width / 2, EDGE),
      window.innerWidth - width - EDGE,
    );
    setPosition({ top: anchor.bottom + GAP, left: Math.max(left, EDGE) });
  }, [isOpen]);

  // Touch has no hover; a long press should not leave a tooltip behind.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') show();
  };

  const child =
    describesChild && isValidElement(children)
      ? cloneElement(children, { 'aria-describedby': isOpen ? id : undefined })
      : children;

  return (
    <span
      ref={triggerRef}
      className="inline-flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
    >
      {child}
      {isOpen &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            className="pointer-events-none fixed z-[60] max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
            style={position ?? { top: -9999, left: -9999 }}
          >
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
