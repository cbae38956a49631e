/** Route changes fade and slide: in over 0.3 s, out over 0.2 s, 8 px, the exit finishing first. */
export const PAGE_VARIANTS = {
  initial: { opacity: 0, y: 8 },
  enter: { opacity: 1, y: 0, transition: { duration: 0.3 } },
  exit: { opacity: 0, y: -8, transition: { duration: 0.2 } },
} as const;
