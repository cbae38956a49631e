import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';

export function PrivacyPage() {
  return (
    <>
      <PageIntro title="Privacy policy">
        <p>What ScamCheck collects, why, and what you can do about it. Last updated for version 1.2.2.</p>
      </PageIntro>
      <Prose>
        <h2>Domains and links you check</h2>
        <p>
          When you analyse a domain or link, we store the report: the domain, the score, the findings and the
          facts our checks found. Reports are public by design: they appear in the list of scanned websites
          and help the next person who meets the same site. Do not paste links that contain private
          information, such as password reset links.
        </p>
        <p>
          To build a report our server may look the domain up in DNS and registration databases, fetch its
          certificate and its page, and compare it with public phishing and malware lists. Your own browser
          never visits the site.
        </p>
        <h2>Screenshots and images</h2>
        <p>
          Images you upload are read in memory to extract their text and links, then discarded. We keep only a
          fingerprint of the image and the result of the analysis, never the image itself.
        </p>
        <h2>The assistant</h2>
        <p>
          Conversations with the assistant are saved so they can continue and so we can improve its answers.
          If you choose to leave an email address in the chat, it is stored with that conversation and used
          only to reply to you.
        </p>
        <h2>Accounts</h2>
        <p>
          Signing in with Google gives us your name, email address and profile picture. We use them to show
          your account, apply your plan’s allowance and, for API keys, to know whose key is calling. We store
          only a hash of each API key. You can delete your data from your profile page.
        </p>
        <h2>AI providers</h2>
        <p>
          When this service is configured with an external AI provider, the text needed for an answer is sent
          to it: assistant messages, the findings and page text of a report, or the uploaded image for image
          analysis. Page text is sent as data, stripped of hidden characters.
        </p>
        <h2>Cookies and local storage</h2>
        <ul>
          <li>A session cookie keeps you signed in, and an anti-forgery cookie protects your actions.</li>
          <li>
            Your browser’s local storage remembers your theme (<code>theme</code>), whether you have seen the
            guided tour (<code>simple-tour-seen</code>) and the ticks of the Scammed? checklist. They never
            leave your device.
          </li>
          <li>We use no advertising or third-party tracking cookies.</li>
        </ul>
        <h2>Logs and limits</h2>
        <p>
          Like every web service we log requests and errors to keep the service running and to stop abuse.
          Usage is counted per account, API key or network address to apply the hourly allowance of each plan.
        </p>
        <h2>Your rights</h2>
        <p>
          You can ask for a copy of your data or its deletion at any time. Signed-in users can delete their
          data directly from the profile page; otherwise ask through the assistant and leave an email address.
        </p>
      </Prose>
    </>
  );
}
