import { Link } from 'react-router';
import { ExternalLink } from '../components/ui/external-link';
import { PageIntro } from '../components/ui/page-intro';
import { GuideList } from '../features/scammed/guide-list';
import { PAYMENT_GUIDES } from '../features/scammed/payment-guides';
import { RecoveryChecklist } from '../features/scammed/recovery-checklist';
import { REPORTING_LINKS } from '../features/scammed/reporting-links';
import { SCAM_TYPE_GUIDES } from '../features/scammed/scam-type-guides';

export function ScammedPage() {
  return (
    <>
      <PageIntro title="Scammed?">
        <p>
          It happens to careful people every day, and acting in the first hours makes the biggest difference.
          Work through the checklist, then open the guide for how you paid and what happened.
        </p>
      </PageIntro>
      <div className="max-w-3xl space-y-12">
        <RecoveryChecklist />
        <section aria-labelledby="by-payment" className="space-y-4">
          <h2 id="by-payment" className="text-2xl font-semibold">
            How did you pay?
          </h2>
          <GuideList guides={PAYMENT_GUIDES} />
        </section>
        <section aria-labelledby="by-type" className="space-y-4">
          <h2 id="by-type" className="text-2xl font-semibold">
            What happened?
          </h2>
          <GuideList guides={SCAM_TYPE_GUIDES} />
        </section>
        <section aria-labelledby="report-links" className="space-y-4">
          <h2 id="report-links" className="text-2xl font-semibold">
            Report it
          </h2>
          <p className="text-slate-600 dark:text-slate-300">
            Reports help the authorities shut sites down and spot patterns, even when your money cannot be
            recovered.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {REPORTING_LINKS.map((link) => (
              <li key={link.href} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {link.region}
                </p>
                <ExternalLink href={link.href} className="mt-1 inline-block font-semibold">
                  {link.name}
                </ExternalLink>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{link.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <p className="text-slate-600 dark:text-slate-300">
          Not sure whether a site was a scam?{' '}
          <Link to="/" className="text-brand-700 dark:text-brand-500 underline">
            Check it on ScamCheck
          </Link>
          , or ask the assistant in the corner of the page.
        </p>
      </div>
    </>
  );
}
