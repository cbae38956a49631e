import { useEffect, useState } from 'react';
import { DETECTION_STEP_INTERVAL_MS, DETECTION_STEPS } from './detection-steps';

/**
 * Index of the active detection step from the moment the animation mounts: 0 at start, one more
 * every 1.5 s, then it stays on the last step until the analysis finishes (a slow server must not
 * loop back to step 1). The animation is only mounted while an analysis runs.
 */
export function useDetectionStep(): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    const lastStep = DETECTION_STEPS.length - 1;
    const timer = window.setInterval(() => {
      setStep((current) => Math.min(current + 1, lastStep));
    }, DETECTION_STEP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return step;
}
