import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake time forward inside act(), so every timer-driven state update has rendered. */
export async function advanceTimers(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
