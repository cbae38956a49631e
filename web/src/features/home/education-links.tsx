import { BookOpen, ExternalLink as ExternalIcon } from 'lucide-react';
import { Link } from 'react-router';

type EducationLink = { title: string; description: string } & ({ to: string } | { href: string });

const LINKS: readonly EducationLink[] = [
  {
    to: '/scammed',
    title: 'Been scammed? What to do now',
    description: 'A step-by-step checklist for each way you may have paid.',
  },
  {
    to: '/unwrap',
    title: 'See where a short link really goes',
    description: 'Follow every redirect without opening the link yourself.',
  },
  {
    href: 'https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams',
    title: 'How to recognize phishing (FTC)',
    description: 'The US Federal Trade Commission’s guide to scam emails and texts.',
  },
  {
    href: 'https://www.ncsc.gov.uk/collection/phishing-scams',
    title: 'Spot and report scam messages (NCSC)',
    description: 'The UK National Cyber Security Centre’s advice, with how to report.',
  },
  {
    href: 'https://phishingquiz.withgoogle.com/',
    title: 'Practise with Google’s phishing quiz',
    description: 'Eight realistic emails: can you tell which ones are fake?',
  },
  {
    href: 'https://www.europol.europa.eu/operations-services-and-innovation/public-awareness-and-prevention-guides',
    title: 'Online fraud prevention guides (Europol)',
    description: 'Short guides on investment, romance, shopping and CEO fraud.',
  },
];

const CARD =
  'group block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900';

/** Education links; also the third stop of the guided tour. */
export function EducationLinks() {
  return (
    <section aria-labelledby="education-heading" data-tour="education">
      <h2 id="education-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <BookOpen aria-hidden="true" className="text-brand-600 size-6" />
        Learn to spot scams
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map((link) => (
          <li key={link.title}>
            {'to' in link ? (
              <Link to={link.to} className={CARD}>
                <LinkBody {...link} />
              </Link>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={CARD}>
                <LinkBody {...link} isExternal />
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LinkBody({ title, description, isExternal = false }: EducationLink & { isExternal?: boolean }) {
  return (
    <>
      <span className="text-brand-700 dark:text-brand-500 flex items-center gap-1 font-semibold group-hover:underline">
        {title}
        {isExternal && <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0" />}
        {isExternal && <span className="sr-only"> (opens in a new tab)</span>}
      </span>
      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{description}</span>
    </>
  );
}
