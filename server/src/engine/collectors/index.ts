// Everything the engine gathers over the network. Each collector returns plain facts or throws a
// CollectorError, which the engine reports as an unavailable check.
export {
  CollectorError,
  COLLECTOR_ERROR_CODES,
  toCollectorError,
  type CollectorErrorCode,
} from './collector-error';
export { createDnsCollector, type DnsCollector, type DnsCollectorOptions, type DnsFacts } from './dns';
export * from './feeds';
export type { HtmlFacts, PageForm } from './html/parse-page-html';
export type { InstructionFinding, InstructionSource } from './html/hidden-instructions';
export { createPageCollector, type PageCollector, type PageCollectorOptions, type PageFacts } from './page';
export { createRdapCollector, type RdapCollector, type RdapCollectorOptions, type RdapFacts } from './rdap';
export {
  createSafeBrowsingClient,
  type SafeBrowsingClient,
  type SafeBrowsingMatch,
  type SafeBrowsingOptions,
} from './safe-browsing';
export {
  createWebRiskClient,
  WEB_RISK_SEARCH_URL,
  type WebRiskClient,
  type WebRiskMatch,
  type WebRiskOptions,
} from './web-risk';
export { createTlsCollector, type TlsCollector, type TlsCollectorOptions, type TlsFacts } from './tls';
