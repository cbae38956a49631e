import { defineDetector } from './define-detector';

// The generic amplifiers of research/detection.md §7: deadlines, "act now", countdowns, shouting. Shops
// and friends say these too, so the verdict only counts them on top of other evidence.
export const URGENCY_POINTS_EACH = 5;

export const urgency = defineDetector({
  id: 'urgency',
  kind: 'amplifier',
  category: null,
  title: 'Pressure to act immediately',
  cues: {
    deadline: [
      /\bwithin (?:\d{1,2}|twenty[- ]four|forty[- ]eight|one|two|three) (?:minutes?|mins|hours?|hrs|days?)\b/,
      /\b(?:expires?|expiring|ends|closes) (?:today|soon|tonight|in \d+)\b/,
      /\b(?:before|by) (?:midnight|tonight|end of (?:the )?day)\b/,
      /\b\d{1,2}:\d{2}:\d{2}\b/,
    ],
    now: [
      /\b(?:immediately|urgent(?:ly)?|right away|as soon as possible|asap|act (?:now|fast|quickly)|do it now)\b/,
      /\b(?:today only|last chance|final (?:notice|warning|reminder)|don't delay|time is running out|hurry)\b/,
    ],
    consequence: [
      /\b(?:or|otherwise) (?:your|you|we|the)\b.{0,30}\b(?:will|may|might) (?:be|lose|get|have)\b/,
    ],
    shouting: [/!{2,}/, /\b(?:warning|alert|urgent|attention|important|act now)!/],
  },
  assess(has) {
    return (
      (['deadline', 'now', 'consequence', 'shouting'] as const).filter((cue) => has(cue)).length *
      URGENCY_POINTS_EACH
    );
  },
});
