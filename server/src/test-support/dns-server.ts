import { createSocket, type RemoteInfo } from 'node:dgram';
import { AUTHORITATIVE_ANSWER, decode, encode, type Answer, type Question } from 'dns-packet';

/** Fixed answers, or a function of how many times this name+type was asked (1, 2, …) for rebinding. */
export type DnsAnswers<T> = T[] | ((queryNumber: number) => T[]);

export interface DnsRecords {
  A?: DnsAnswers<string>;
  AAAA?: DnsAnswers<string>;
  MX?: DnsAnswers<{ preference: number; exchange: string }>;
  NS?: DnsAnswers<string>;
  /** A record is one string, or its character-strings (each at most 255 bytes). */
  TXT?: DnsAnswers<string | string[]>;
  /** Answer every query for this name with this error instead. */
  rcode?: 'SERVFAIL' | 'REFUSED';
  /** Never answer (lets a test exercise resolver timeouts). */
  silent?: boolean;
}

/** Names are lowercase without a trailing dot; a name not in the zone answers NXDOMAIN. */
export type DnsZone = Record<string, DnsRecords>;

export interface DnsServer {
  port: number;
  /** 'ip:port' for a resolver's server list. */
  address: string;
  queries: { name: string; type: string }[];
  close(): Promise<void>;
}

const RCODES = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/** A real authoritative DNS server over UDP on 127.0.0.1, answering from `zone` with TTL 0. */
export async function startDnsServer(zone: DnsZone): Promise<DnsServer> {
  const socket = createSocket('udp4');
  const queries: DnsServer['queries'] = [];
  const askedCount = new Map<string, number>();
  socket.on('message', (message: Buffer, remote: RemoteInfo) => {
    const query = decode(message);
    const question = query.questions?.[0];
    if (question === undefined) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    queries.push({ name, type: question.type });
    const key = `${name}/${question.type}`;
    const queryNumber = (askedCount.get(key) ?? 0) + 1;
    askedCount.set(key, queryNumber);
    const records = zone[name];
    if (records?.silent) return;
    const rcode = records === undefined ? 'NXDOMAIN' : (records.rcode ?? 'NOERROR');
    const answers = records && rcode === 'NOERROR' ? answersFor(question, records, queryNumber) : [];
    const response = encode({
      type: 'response',
      id: query.id,
      flags: AUTHORITATIVE_ANSWER | RCODES[rcode],
      questions: [question],
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  const port = await new Promise<number>((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)),
  );
  return {
    port,
    address: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

function answersFor(question: Question, records: DnsRecords, queryNumber: number): Answer[] {
  const base = { name: question.name, ttl: 0 };
  const { type } = question;
  if (type === 'A' || type === 'AAAA' || type === 'NS') {
    return pick(records[type], queryNumber).map((data) => ({ ...base, type, data }));
  }
  if (type === 'TXT') return pick(records.TXT, queryNumber).map((data) => ({ ...base, type, data }));
  if (type === 'MX') return pick(records.MX, queryNumber).map((data) => ({ ...base, type, data }));
  return [];
}

function pick<T>(answers: DnsAnswers<T> | undefined, queryNumber: number): T[] {
  if (answers === undefined) return [];
  return typeof answers === 'function' ? answers(queryNumber) : answers;
}
