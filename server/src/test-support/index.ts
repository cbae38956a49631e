// Real loopback servers that stand in for the internet in tests.
export { startConnectionCounter, type ConnectionCounter } from './connection-counter';
export { startDnsServer, type DnsAnswers, type DnsRecords, type DnsServer, type DnsZone } from './dns-server';
export { startFileServer } from './file-server';
export { manualClock, type ManualClock } from './manual-clock';
export { allowAddresses, recordingResolver } from './policies';
export { rdapDomain, startRdapServer, type RdapServer, type RdapServerOptions } from './rdap-server';
export { startSilentServer, type SilentServer } from './silent-server';
export { testCertificate, type TestCertificate } from './test-certificate';
export {
  startTestSite,
  type RecordedRequest,
  type Route,
  type RouteResponse,
  type TestSite,
} from './test-site';
export {
  startOpenAiServer,
  type CompletionReply,
  type CompletionRequest,
  type CompletionResponder,
  type OpenAiServer,
} from './openai-server';
export { startServerProcess, type ServerProcess } from './server-process';
export { startTcpProxy, type TcpProxy } from './tcp-proxy';
export { createFreshDatabase } from './fresh-database';
