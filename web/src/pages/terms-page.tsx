import { PLAN_IDS, PLANS } from '@scamcheck/shared';
import { Link } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';

export function TermsPage() {
  return (
    <>
      <PageIntro title="Terms of service">
        <p>The rules for using ScamCheck, its website, browser extension and API.</p>
      </PageIntro>
      <Prose>
        <h2>What ScamCheck is</h2>
        <p>
          ScamCheck gives an automated opinion on whether a website, link or image shows signs of a scam. It
          is a tool to help you decide, not a guarantee: a good score does not prove a site is honest, and a
          poor score does not prove it is a scam. You remain responsible for what you do with a report.
        </p>
        <h2>Fair use</h2>
        <ul>
          <li>Do not use ScamCheck to attack, probe or overload the sites you check, or our own service.</li>
          <li>Do not try to get around the hourly allowance, for example with many accounts or addresses.</li>
          <li>Do not submit content that is illegal or that you have no right to share.</li>
          <li>Comments and reports about a site must be honest and based on your own experience.</li>
        </ul>
        <h2>Plans and allowances</h2>
        <p>Each plan allows a number of domain and image analyses per hour:</p>
        <ul>
          {PLAN_IDS.map((id) => (
            <li key={id}>
              {PLANS[id].name}: {PLANS[id].analysesPerHour.toLocaleString('en-US')} analyses per hour
              {PLANS[id].priceUsd === 0 ? ', free' : `, US$${PLANS[id].priceUsd} per month`}
            </li>
          ))}
        </ul>
        <p>
          Visitors without an account use the free allowance, counted by network address. Over the allowance
          the service answers that the rate limit was exceeded and when to try again. Details for developers
          are on the <Link to="/api">API page</Link>.
        </p>
        <h2>Site owners</h2>
        <p>
          If you run a site and think its report is wrong, rescan it after fixing the issues the findings
          describe. Reports are generated automatically from public information; each finding names its
          source.
        </p>
        <h2>Availability and liability</h2>
        <p>
          The service is provided as it is, without warranty. We work to keep it available and accurate but
          cannot promise it will always be either. To the extent the law allows, we are not liable for losses
          arising from relying on a report.
        </p>
        <h2>Changes</h2>
        <p>
          We may update these terms as the service evolves. Continuing to use ScamCheck after a change means
          you accept the new terms. Your data is handled as the <Link to="/privacy">privacy policy</Link>{' '}
          explains.
        </p>
      </Prose>
    </>
  );
}
