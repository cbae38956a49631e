import { startTestSite, type Route, type TestSite, type TestSiteOptions } from './test-site';

export interface RdapServerOptions {
  /** Domain name -> RDAP domain object, served as application/rdap+json. */
  domains: Record<string, object>;
  /** Extra routes by path (redirects, errors), e.g. '/domain/moved.com'. */
  routes?: Record<string, Route>;
  host?: string;
  https?: TestSiteOptions['https'];
}

export interface RdapServer extends TestSite {
  /** Base URL as an IANA bootstrap file lists it, ending in '/'. */
  baseUrl: string;
}

/** An RDAP registry on loopback answering `GET {base}domain/{name}`; unknown names get 404. */
export async function startRdapServer(options: RdapServerOptions): Promise<RdapServer> {
  const routes: Record<string, Route> = { ...options.routes };
  for (const [name, answer] of Object.entries(options.domains)) {
    routes[`/domain/${name}`] = {
      headers: { 'content-type': 'application/rdap+json' },
      body: JSON.stringify(answer),
    };
  }
  const site = await startTestSite({ routes, host: options.host, https: options.https });
  return { ...site, baseUrl: `${site.origin}/` };
}

/** A minimal RFC 9083 domain object with the fields the RDAP collector reads. */
export function rdapDomain(input: {
  name: string;
  registered?: string;
  expires?: string;
  changed?: string;
  registrar?: string;
  status?: string[];
}): object {
  const events = [
    input.registered && { eventAction: 'registration', eventDate: input.registered },
    input.expires && { eventAction: 'expiration', eventDate: input.expires },
    input.changed && { eventAction: 'last changed', eventDate: input.changed },
    { eventAction: 'last update of RDAP database', eventDate: '2030-01-01T00:00:00Z' },
  ].filter(Boolean);
  const entities = input.registrar
    ? [
        {
          objectClassName: 'entity',
          roles: ['registrar'],
          vcardArray: [
            'vcard',
            [
              ['version', {}, 'text', '4.0'],
              ['fn', {}, 'text', input.registrar],
            ],
          ],
        },
      ]
    : [];
  return {
    objectClassName: 'domain',
    ldhName: input.name.toUpperCase(),
    status: input.status ?? ['active'],
    events,
    entities,
  };
}
