/** What the popup shows. Everything is rendered as text by React: nothing from a page or server becomes markup. */
import type { HostCheck } from '../lib/host';
import type { ServerStatusResponse } from '../messaging/protocol';
import { serverStatusLabel, unreachableExplanation } from './describe-status';

export const UNCHECKABLE_MESSAGE = 'This page cannot be checked.';

type PopupViewProps = { page: HostCheck | undefined; server: ServerStatusResponse | undefined };

export function PopupView({ page, server }: PopupViewProps) {
  return (
    <main className="popup">
      <header className="popup__header">
        <img src="/icon/32.png" alt="" width={24} height={24} />
        <h1>ScamCheck</h1>
      </header>
      <section aria-label="Current page" className="popup__section">
        <p data-testid="current-host" className="popup__host">
          {hostLine(page)}
        </p>
      </section>
      <ServerSection server={server} />
    </main>
  );
}

function hostLine(page: HostCheck | undefined): string {
  if (page === undefined) return 'Reading the current page…';
  return page.kind === 'checkable' ? page.host : UNCHECKABLE_MESSAGE;
}

function ServerSection({ server }: { server: ServerStatusResponse | undefined }) {
  if (server === undefined) {
    return (
      <section aria-label="ScamCheck server" className="popup__section">
        <p data-testid="server-status">Checking the server…</p>
      </section>
    );
  }
  return (
    <section aria-label="ScamCheck server" className="popup__section">
      <p
        data-testid="server-status"
        className={server.reachable ? 'status status--up' : 'status status--down'}
      >
        {serverStatusLabel(server)}
      </p>
      {!server.reachable && <p className="popup__hint">{unreachableExplanation(server)}</p>}
      <p data-testid="server-url" className="popup__hint">
        {server.serverUrl}
      </p>
      <a href={`${server.serverUrl}/`} target="_blank" rel="noopener noreferrer" className="popup__link">
        Open ScamCheck
      </a>
    </section>
  );
}
