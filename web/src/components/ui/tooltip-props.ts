import type { ReactElement } from 'react';

/** Tooltips wait 700 ms, so they help without flickering as the pointer passes by. */
export const TOOLTIP_DELAY_MS = 700;

export type TooltipProps = {
  content: string;
  /**
   * One focusable element, which gets aria-describedby while the tooltip shows. A component that
   * renders it receives the trigger's props and may leave the description out (see IconButton).
   */
  children: ReactElement;
};
