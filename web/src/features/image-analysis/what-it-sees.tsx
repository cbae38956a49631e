const CAN_SEE = [
  'The text in the image, read on our server (English works best): fake virus alerts, prizes, crypto "double your money" offers, parcel and toll fees, account-suspension threats, gift-card payment demands, wrong-number chats that turn to investing, government threats, task-job offers, blackmail and more.',
  'Every link, domain, phone number, email address and crypto wallet written in it. Each link is scored like a domain check, with a link to its full report.',
  'A brand named in the message next to a link that is not that brand’s site.',
  'When the server has a vision model configured, what the picture shows beyond its words (logos, fake buttons, a browser locked in full screen).',
];

const CANNOT_SEE = [
  'Where a message really came from: a screenshot cannot show the true sender, and names and numbers can be faked.',
  'What a link does when opened, or where it redirects: the links are judged by their address, offline. Open the full report to check one live.',
  'Text that is tiny, blurred, handwritten or in most languages other than English.',
  'Whether an honest-looking message is honest. A good score means we found no warning signs, not that the sender is who they claim.',
];

/** What the image check can and cannot tell, and what happens to the picture. */
export function WhatImageAnalysisSees() {
  return (
    <section aria-labelledby="image-limits-heading" className="max-w-3xl space-y-6">
      <h2 id="image-limits-heading" className="text-2xl font-semibold">
        What it can and cannot see
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">It looks at</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
            {CAN_SEE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">It cannot tell</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
            {CANNOT_SEE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        Your image is checked and re-encoded in memory (which removes location and camera data), then
        discarded. We keep only a fingerprint of it and the result, never the picture. With a vision model
        configured, a copy without that data is sent to the model provider for this one analysis.
      </p>
    </section>
  );
}
