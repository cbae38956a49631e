/** The options page: server, automatic checks, warnings, privacy and the trusted sites. */
import { useState } from 'react';
import type { Settings } from '../lib/settings';
import type { ServerStatusResponse } from '../messaging/protocol';
import { serverStatusLabel, unreachableExplanation } from '../popup/describe-status';
import type { OptionsState } from './options-store';

type OptionsViewProps = Omit<OptionsState, 'load'> & { packagedServerUrl: string };

export function OptionsView(props: OptionsViewProps) {
  const { settings } = props;
  if (settings === undefined) return <p role="status">Loading…</p>;
  return (
    <main className="options">
      <header className="popup__header">
        <img src="/icon/32.png" alt="" width={24} height={24} />
        <h1>ScamCheck options</h1>
      </header>
      <ServerField {...props} settings={settings} />
      <fieldset>
        <legend>Checks</legend>
        <Toggle
          label="Check every site I visit (toolbar badge)"
          checked={settings.autoCheck}
          onChange={(autoCheck) => void props.change({ autoCheck })}
        />
        <Toggle
          label="Local checks only: never send the sites I visit to the server"
          checked={settings.localOnly}
          onChange={(localOnly) => void props.change({ localOnly })}
        />
        <p className="hint">
          With local checks only, scores come from the address alone, checked inside your browser. Image
          checks and account details need the server and are off.
        </p>
      </fieldset>
      <WarningsField {...props} settings={settings} />
      <TrustedSites sites={props.trustedSites} onRemove={(host) => void props.untrust(host)} />
    </main>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function ServerField({
  settings,
  serverMessage,
  saveServerUrl,
  packagedServerUrl,
  server,
}: OptionsViewProps & { settings: Settings }) {
  const [draft, setDraft] = useState(settings.serverUrl ?? packagedServerUrl);
  return (
    <form
      className="field"
      onSubmit={(event) => {
        event.preventDefault();
        void saveServerUrl(draft);
      }}
    >
      <label htmlFor="server-url">ScamCheck server</label>
      <div className="row actions">
        <input
          id="server-url"
          type="url"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby="server-hint"
        />
        <button type="submit">Save</button>
      </div>
      <p id="server-hint" className="hint" role="status">
        {serverMessage ?? `Leave empty for the default, ${packagedServerUrl}.`}
      </p>
      <ServerState server={server} />
    </form>
  );
}

function ServerState({ server }: { server: ServerStatusResponse | undefined }) {
  if (server === undefined) return <p data-testid="options-server-status">Checking the server…</p>;
  return (
    <div aria-live="polite">
      <p
        data-testid="options-server-status"
        className={server.reachable ? 'status status--up' : 'status status--down'}
      >
        {serverStatusLabel(server)}: {server.serverUrl}
      </p>
      {!server.reachable && <p className="hint">{unreachableExplanation(server)}</p>}
    </div>
  );
}

function WarningsField({
  settings,
  hasAllSitesAccess,
  change,
  enableWarnings,
}: OptionsViewProps & { settings: Settings }) {
  const isActive = settings.warnings && hasAllSitesAccess;
  return (
    <fieldset>
      <legend>Warnings</legend>
      {hasAllSitesAccess ? (
        <Toggle
          label="Warn me inside the page when a site scores below 40"
          checked={settings.warnings}
          onChange={(warnings) => void change({ warnings })}
        />
      ) : (
        <>
          <p>
            To show a warning inside a risky page, ScamCheck needs access to the sites you visit. It only ever
            adds the banner to a page that scored below 40 and reads nothing from any page.
          </p>
          <div className="actions">
            <button type="button" onClick={() => void enableWarnings()}>
              Allow warnings on all sites
            </button>
          </div>
        </>
      )}
      <p className="hint" data-testid="warnings-state">
        {isActive ? 'Warnings are on.' : 'Warnings are off.'}
      </p>
    </fieldset>
  );
}

function TrustedSites({ sites, onRemove }: { sites: string[]; onRemove: (host: string) => void }) {
  return (
    <fieldset>
      <legend>Trusted sites</legend>
      {sites.length === 0 ? (
        <p className="hint">
          No trusted sites. Choose "Trust this site" in the popup to stop warnings for a site.
        </p>
      ) : (
        <ul className="trusted" aria-label="Trusted sites">
          {sites.map((host) => (
            <li key={host}>
              <span>{host}</span>
              <button
                type="button"
                className="button--secondary"
                onClick={() => onRemove(host)}
                aria-label={`Stop trusting ${host}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
