import { Link } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { NumberedSteps } from '../components/ui/numbered-steps';
import { PageIntro } from '../components/ui/page-intro';
import { ScoreBadge } from '../features/scores/score-badge';

const STEPS = [
  {
    title: 'Check before you click, pay or sign in',
    text: 'Paste a link or type a website’s name on the home page. Got a suspicious message? Upload a screenshot instead.',
  },
  {
    title: 'Read the score and its reasons',
    text: 'Every report shows a trust score from 0 to 100 and each warning sign behind it, with the evidence.',
  },
  {
    title: 'Decide with confidence',
    text: 'If a site looks like a scam, close it. If you already paid or shared details, our Scammed? guide tells you what to do next.',
  },
] as const;

const NEXT = [
  { to: '/', label: 'Check a website' },
  { to: '/extensions', label: 'Install the extension' },
  { to: '/scammed', label: 'Read the Scammed? guide' },
  { to: '/dashboard', label: 'See the dashboard' },
] as const;

export function WelcomePage() {
  return (
    <>
      <PageIntro title="Welcome to ScamCheck">
        <p>Here is everything you need to know in one minute.</p>
      </PageIntro>
      <div className="max-w-3xl space-y-12">
        <NumberedSteps steps={STEPS} headingLevel={2} className="space-y-6" />
        <section
          aria-labelledby="welcome-scores"
          className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        >
          <h2 id="welcome-scores" className="text-lg font-semibold">
            How to read a score
          </h2>
          <ul className="mt-4 space-y-3">
            <li className="flex flex-wrap items-center gap-3">
              <ScoreBadge score={85} className="w-28" /> 70 and above: no warning signs found.
            </li>
            <li className="flex flex-wrap items-center gap-3">
              <ScoreBadge score={55} className="w-28" /> 40 to 69: some warning signs, be careful.
            </li>
            <li className="flex flex-wrap items-center gap-3">
              <ScoreBadge score={15} className="w-28" /> Below 40: strong signs of a scam.
            </li>
          </ul>
        </section>
        <nav aria-label="Where to go next" className="flex flex-wrap gap-3">
          {NEXT.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={buttonClassName(index === 0 ? 'primary' : 'secondary')}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
