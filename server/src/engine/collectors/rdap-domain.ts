import { z } from 'zod';

// Only the parts of an RFC 9083 domain object the engine uses; everything else is ignored.
const EventSchema = z.object({ eventAction: z.string(), eventDate: z.string().optional() });
const EntitySchema = z.object({
  roles: z.array(z.string()).optional(),
  vcardArray: z.tuple([z.literal('vcard'), z.array(z.array(z.unknown()))]).optional(),
});
export const RdapDomainSchema = z.object({
  ldhName: z.string().optional(),
  status: z.array(z.string()).optional(),
  events: z.array(EventSchema).optional(),
  entities: z.array(z.unknown()).optional(),
});

export type RdapDomain = z.infer<typeof RdapDomainSchema>;

export interface RdapRegistration {
  registrationDate: string | null;
  expirationDate: string | null;
  lastChangedDate: string | null;
  registrar: string | null;
  /** e.g. ['client hold', 'client transfer prohibited'], lower-case as RFC 9083 spells them. */
  status: string[];
}

export function describeRdapDomain(domain: RdapDomain): RdapRegistration {
  return {
    registrationDate: eventDate(domain, 'registration'),
    expirationDate: eventDate(domain, 'expiration'),
    lastChangedDate: eventDate(domain, 'last changed'),
    registrar: registrarName(domain.entities ?? []),
    status: (domain.status ?? []).map((status) => status.toLowerCase()),
  };
}

function eventDate(domain: RdapDomain, action: string): string | null {
  const event = (domain.events ?? []).find((candidate) => candidate.eventAction.toLowerCase() === action);
  const time = event?.eventDate ? Date.parse(event.eventDate) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The registrar's vCard "fn" (formatted name). */
function registrarName(entities: unknown[]): string | null {
  for (const raw of entities) {
    const entity = EntitySchema.safeParse(raw);
    if (!entity.success || !entity.data.roles?.includes('registrar')) continue;
    const fn = entity.data.vcardArray?.[1].find((property) => property[0] === 'fn');
    if (typeof fn?.[3] === 'string' && fn[3].trim() !== '') return fn[3].trim();
  }
  return null;
}
