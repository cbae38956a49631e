/** The five-step detection animation on the home page: its texts, the per-step durations and the pace. */

export type DetectionStep = { text: string; durationMs: number };

// Texts exactly as the spec writes them; the UI capitalises the first letter with CSS only.
export const DETECTION_STEPS: readonly DetectionStep[] = [
  { text: 'scanning domain reputation', durationMs: 1500 },
  { text: 'analyzing SSL certificates', durationMs: 1200 },
  { text: 'checking blacklist databases', durationMs: 1800 },
  { text: 'detecting phishing patterns', durationMs: 1000 },
  { text: 'verifying content legitimacy', durationMs: 1300 },
];

/** The active step moves on this often; each step's own duration paces its progress bar. */
export const DETECTION_STEP_INTERVAL_MS = 1500;
