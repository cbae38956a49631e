import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

/** Tooltips wait 700 ms, so they help without flickering as the pointer passes by. */
export const TOOLTIP_DELAY_MS = 700;

type TooltipProps = {
  content: string;
  /**
   * One focusable element, which gets aria-describedby while the tooltip shows. A component that
   * renders it receives the trigger's props and may leave the description out (see IconButton).
   */
  children: ReactElement;
};

/**
 * Shows `content` under the child after 700 ms of hover (Radix Tooltip: keyboard focus opens it at once;
 * Escape, blur, a press or leaving hides it; touch never opens it). Portalled and kept inside the viewport.
 */
export function Tooltip({ content, children }: TooltipProps) {
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
