import { NumberedSteps } from '../../components/ui/numbered-steps';

/** Plain-language summary of the analysis engine for the home page. */
const STEPS = [
  {
    title: 'Read the address',
    text: 'The link is normalised and checked for tricks that live in the URL itself: lookalikes of well-known brands (typos, swapped or look-alike characters), risky top-level domains, raw IP addresses, hidden user names and unusually long or random-looking names.',
  },
  {
    title: 'Check the facts',
    text: "How old the domain is and whether it is on hold, its DNS and mail records, its HTTPS certificate, where the page redirects, and whether it asks for a password on another site's behalf.",
  },
  {
    title: 'Compare with known threats',
    text: 'Public phishing feeds, lists of popular sites and reports from the community.',
  },
  {
    title: 'Score and explain',
    text: 'Every finding adds or removes points from a trust score from 0 to 100: 70 and above is Trusted, 40 to 69 is Caution, below 40 is Suspicious. An AI model then explains the findings in plain words, but it cannot overrule hard evidence such as a listing in a phishing feed.',
  },
] as const;

export function HowDetectionWorks() {
  return (
    <section aria-labelledby="how-detection-works">
      <h2 id="how-detection-works" className="text-2xl font-semibold">
        How detection works
      </h2>
      <NumberedSteps steps={STEPS} headingLevel={3} className="mt-6 grid gap-6 md:grid-cols-2" />
    </section>
  );
}
