import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal while it is open, closes it on Escape, and gives focus back to whatever
 * had it before (WAI-ARIA dialog pattern).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, isActive: boolean, onEscape: () => void) {
  useEffect(() => {
    const container = ref.current;
    if (!isActive || container === null) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    container.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || container === null) return;
      const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (first === undefined || last === undefined) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      previous?.focus({ preventScroll: true });
    };
  }, [ref, isActive, onEscape]);
}
