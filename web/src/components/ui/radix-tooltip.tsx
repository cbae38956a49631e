import * as TooltipPrimitive from '@radix-ui/react-tooltip';

import { TOOLTIP_DELAY_MS, type TooltipProps } from './tooltip-props';

/**
 * Its own chunk, loaded on the first move (tooltip.tsx). Shows `content` under the child after 700 ms of hover (Radix Tooltip: keyboard focus opens it at once;
 * Escape, blur, a press or leaving hides it; touch never opens it). Portalled and kept inside the viewport.
 */
export function RadixTooltip({ content, children }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side="bottom"
            sideOffset={6}
            collisionPadding={8}
            className="pointer-events-none z-[60] max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
