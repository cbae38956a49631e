import { Link } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';

export function AboutPage() {
  return (
    <>
      <PageIntro title="About ScamCheck">
        <p>
          ScamCheck helps people decide whether a website, a link or a screenshot can be trusted before they
          hand over money or personal details.
        </p>
      </PageIntro>
      <Prose>
        <h2>Why we built it</h2>
        <p>
          Scam sites are cheap to make and disappear within days. By the time a site appears in the news, it
          has already moved on. ScamCheck looks at the signs that give scams away at the moment you meet them:
          a brand name misspelt in the address, a domain registered last week, a login form that sends your
          password somewhere else, a page promising to double your crypto.
        </p>
        <h2>How the score works</h2>
        <p>
          Every report is built from named findings, and each finding adds or removes a fixed number of points
          from a trust score between 0 and 100. You can see every finding, the evidence behind it and where it
          came from, so the score is never a black box.
        </p>
        <ul>
          <li>
            <strong>70 and above: Trusted.</strong> No warning signs, and signs of an established site.
          </li>
          <li>
            <strong>40 to 69: Caution.</strong> Some warning signs; think twice before paying or signing in.
          </li>
          <li>
            <strong>Below 40: Suspicious.</strong> Strong warning signs such as impersonation of a brand or a
            listing in a phishing feed.
          </li>
        </ul>
        <p>
          When an AI model is connected, it writes the short explanation at the top of each report. It can
          nudge the score by a few points at most and can never overrule hard evidence, such as a site listed
          in a phishing feed. See <Link to="/">how detection works</Link> on the home page for the details.
        </p>
        <h2>What an automated check cannot do</h2>
        <p>
          A good score is not a guarantee. Criminals sometimes break into genuine websites, and a new honest
          shop can look like a risky one. Use ScamCheck as a second opinion, together with common sense: be
          wary of urgency, unusual payment methods and offers that look too good to be true.
        </p>
        <h2>More tools</h2>
        <ul>
          <li>
            <Link to="/extensions">The browser extension</Link> shows a score for every site you visit.
          </li>
          <li>
            <Link to="/unwrap">The URL Unwrapper</Link> shows where a shortened link leads, without opening
            it.
          </li>
          <li>
            <Link to="/image-analysis">Image Analysis</Link> reads screenshots of messages and adverts for
            scam patterns.
          </li>
          <li>
            <Link to="/api">The API</Link> lets developers run the same checks from their own software.
          </li>
          <li>
            <Link to="/scammed">Scammed?</Link> explains what to do if the worst has already happened.
          </li>
        </ul>
        <h2>Privacy</h2>
        <p>
          We keep the reports of the domains you check, never the screenshots you upload. The{' '}
          <Link to="/privacy">privacy policy</Link> lists exactly what is stored and for how long.
        </p>
      </Prose>
    </>
  );
}
