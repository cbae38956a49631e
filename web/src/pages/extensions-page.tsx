import { Image, Link2, ShieldCheck, WifiOff } from 'lucide-react';
import { PageIntro } from '../components/ui/page-intro';
import { InstallSteps } from '../features/extensions/install-steps';

const FEATURES = [
  {
    Icon: ShieldCheck,
    title: 'A trust badge on every site',
    text: 'The toolbar icon shows the score of the site you are on the moment it opens, in green, yellow or red.',
  },
  {
    Icon: Link2,
    title: 'Check a link before you click',
    text: 'Right-click any link and choose “Check this link” to see its report without visiting it.',
  },
  {
    Icon: Image,
    title: 'Check an image',
    text: 'Right-click a screenshot or advert and choose “Check this image for scams”.',
  },
  {
    Icon: WifiOff,
    title: 'Private by design',
    text: 'The badge score is computed inside your browser from the address alone. A site, link or image is sent to ScamCheck only when you ask for a full check.',
  },
] as const;

export function ExtensionsPage() {
  return (
    <>
      <PageIntro title="Browser extensions">
        <p>
          The ScamCheck extension for Chrome and Firefox warns you about scam sites as you browse, and checks
          links and images with a right-click.
        </p>
      </PageIntro>
      <div className="space-y-12">
        <section aria-labelledby="extension-features">
          <h2 id="extension-features" className="text-2xl font-semibold">
            What it does
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {FEATURES.map(({ Icon, title, text }) => (
              <li
                key={title}
                className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <Icon aria-hidden="true" className="text-brand-600 size-7 shrink-0" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="extension-install">
          <h2 id="extension-install" className="text-2xl font-semibold">
            Install
          </h2>
          <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
            The extension is not in the browser stores yet: download the package built by this server and load
            it yourself in a minute.
          </p>
          <InstallSteps />
        </section>
      </div>
    </>
  );
}
