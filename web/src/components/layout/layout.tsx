import { ScrollRestoration } from 'react-router';
import { useSignedOutToast } from '../../features/auth/signed-out-notice';
import { AssistantChat } from '../../features/chat/assistant-chat';
import { MaintenanceBanner } from '../../features/site-status/maintenance-banner';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Every page sits in this frame: maintenance notice, header, main content, footer, floating assistant. */
export function Layout() {
  useSignedOutToast();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <MaintenanceBanner />
      <Header />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 outline-none"
      >
        <PageTransition />
      </main>
      <Footer />
      <AssistantChat />
      <ScrollRestoration />
    </div>
  );
}
