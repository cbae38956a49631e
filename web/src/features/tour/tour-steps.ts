/** The guided tour: three steps on the home page, each pointing at one element. */
export type TourStep = {
  id: 'url-input' | 'image-analysis' | 'education';
  title: string;
  description: string;
  /** The element the step highlights. */
  selector: string;
  emoji: string;
};

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'url-input',
    title: 'Check any website',
    description:
      'Paste a link or type a domain and press Analyze URL. You get a trust score from 0 to 100 and every reason behind it.',
    selector: '[data-tour="url-input"]',
    emoji: '🔍',
  },
  {
    id: 'image-analysis',
    title: 'Check a screenshot',
    description:
      'Got a suspicious text, email or advert? Upload a screenshot and we read it for scam patterns and risky links.',
    selector: '[data-tour="image-analysis"]',
    emoji: '🖼️',
  },
  {
    id: 'education',
    title: 'Learn the tricks',
    description:
      'Short guides from us and from official agencies on how scams work, and what to do if one caught you out.',
    selector: '[data-tour="education"]',
    emoji: '🎓',
  },
];

export const TOUR_SEEN_KEY = 'simple-tour-seen';
export const TOUR_AUTO_OPEN_DELAY_MS = 3000;
export const TOUR_BUTTON_HIDE_DELAY_MS = 10_000;
