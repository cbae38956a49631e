import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { afterFirstMove } from '../../lib/first-move';
import type { TooltipProps } from './tooltip-props';

export { TOOLTIP_DELAY_MS, type TooltipProps } from './tooltip-props';

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;

/** Fetches Radix's tooltip (radix-tooltip.tsx); it is on no page's first load. */
export function loadTooltip(): Promise<ComponentType<TooltipProps>> {
  return (loading ??= import('./radix-tooltip').then((module) => (loaded = module.RadixTooltip)));
}

/**
 * A tooltip on one focusable child. Only hover and focus show one, and both come after a first move
 * (pointer or key), so Radix's tooltip is fetched then; until it is here the child is shown alone. If
 * the child had focus when the tooltip took it over, the new element gets it back.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [Loaded, setLoaded] = useState(() => loaded);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (Loaded !== null) return;
    let isMounted = true;
    void afterFirstMove()
      .then(loadTooltip)
      .then((component) => {
        if (!isMounted) return;
        hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
        setLoaded(() => component);
      });
    return () => {
      isMounted = false;
    };
  }, [Loaded]);

  useLayoutEffect(() => {
    if (Loaded === null || !hadFocus.current) return;
    hadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [Loaded]);

  return (
    <span ref={wrapper} className="contents">
      {Loaded === null ? children : <Loaded content={content}>{children}</Loaded>}
    </span>
  );
}
