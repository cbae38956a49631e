/**
 * Resolves on the visitor's first move (pointer move or press, touch, key, wheel). Code that only serves
 * an interaction (page-change animations, tooltips) is fetched then instead of with the first page.
 */
const FIRST_MOVES = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let firstMove: Promise<void> | null = null;

export function afterFirstMove(): Promise<void> {
  return (firstMove ??= new Promise((resolve) => {
    const moved = () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, moved, true);
      resolve();
    };
    for (const type of FIRST_MOVES) window.addEventListener(type, moved, { capture: true, passive: true });
  }));
}
