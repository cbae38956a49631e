/** What the popup shows. Everything is rendered as text by React: nothing from a page or server becomes markup. */
import type { ServerStatusResponse } from '../messaging/protocol';
import { AccountPanel } from './account-panel';
import { serverStatusLabel, unreachableExplanation } from './describe-status';
import type { PopupState } from './popup-store';
import { SitePanel } from './site-panel';
import { reportHost } from '../lib/site-summary';

export { UNCHECKABLE_MESSAGE } from './site-panel';

type PopupViewProps = Pick<PopupState, 'page' | 'check' | 'busy' | 'account' | 'server' | 'trustedSites'> &
  Pick<PopupState, 'analyze' | 'setTrusted'>;

export function PopupView(props: PopupViewProps) {
  const { page, server, account, trustedSites } = props;
  const serverUrl = account?.serverUrl ?? server?.serverUrl;
  const isTrusted = page?.kind === 'checkable' && trustedSites.includes(reportHost(page.url));
  return (
    <main className="popup">
      <header className="popup__header">
        <img src="/icon/32.png" alt="" width={24} height={24} />
        <h1>ScamCheck</h1>
      </header>
      <SitePanel
        page={page}
        check={props.check}
        busy={props.busy}
        serverUrl={serverUrl}
        isTrusted={isTrusted}
        onAnalyze={(mode) => void props.analyze(mode)}
        onTrust={(trusted) => void props.setTrusted(trusted)}
      />
      <AccountPanel account={account} />
      <ServerSection server={server} />
    </main>
  );
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
    <section aria-label="ScamCheck server" className="popup__section popup__footer">
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
      <p className="popup__links">
        <a href={`${server.serverUrl}/`} target="_blank" rel="noopener noreferrer" className="popup__link">
          Open ScamCheck
        </a>
        <a href="/options.html" target="_blank" rel="noopener noreferrer" className="popup__link">
          Options
        </a>
      </p>
    </section>
  );
}
