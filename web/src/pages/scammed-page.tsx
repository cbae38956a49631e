import { INCIDENT_GUIDES } from '@scamcheck/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';
import { GuideList } from '../features/scammed/guide-list';
import { RecoveryChecklist } from '../features/scammed/recovery-checklist';
import { ReportingList } from '../features/scammed/reporting-list';

const PAYMENT_GUIDES = INCIDENT_GUIDES.filter((guide) => guide.group === 'payment');
const SITUATION_GUIDES = INCIDENT_GUIDES.filter((guide) => guide.group === 'situation');

/** "I think I've been scammed": the same steps the assistant gives, situation by situation. */
export function ScammedPage() {
  const { hash } = useLocation();
  // The assistant links one guide (/scammed#crypto): bring it into view once the page has rendered.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <>
      <PageIntro title="Scammed?">
        <p>
          I think I’ve been scammed: it happens to careful people every day, and acting in the first hours
          makes the biggest difference. Work through the checklist, then open the guide for how you paid and
          what happened.
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
          <GuideList guides={SITUATION_GUIDES} />
        </section>
        <section aria-labelledby="report-links" className="space-y-4">
          <h2 id="report-links" className="text-2xl font-semibold">
            Report it
          </h2>
          <p className="text-slate-600 dark:text-slate-300">
            Reports help the authorities shut sites down and spot patterns, even when your money cannot be
            recovered. If none of these is your country, report it to your local police.
          </p>
          <ReportingList />
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
