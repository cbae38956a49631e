/** The time source services read; tests pass one they control. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
