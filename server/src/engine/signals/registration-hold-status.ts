import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { rdapSource } from '../signal-helpers/rdap-source';

// RFC 8056 EPP statuses as RDAP spells them ('client hold'); registries and registrars set a hold to
// take a domain off the air, most often for abuse.
const HOLD_STATUSES = new Set(['clienthold', 'serverhold']);

/** The registry has suspended the domain (clientHold / serverHold). */
export const registrationHoldStatus = defineSignal({
  id: 'registration-hold-status',
  category: 'registration',
  requires: ['rdap'],
  codes: ['domain-hold-status'],
  run: ({ rdap }) => {
    const holds = rdap.status.filter((status) =>
      HOLD_STATUSES.has(status.toLowerCase().replace(/[\s_-]/g, '')),
    );
    if (holds.length === 0) return [];
    return [
      createFinding('domain-hold-status', {
        title: 'Domain suspended by its registry',
        evidence: `The registry lists ${rdap.domain} with status ${holds.map((s) => `"${s}"`).join(' and ')}; domains are put on hold when they are suspended, most often for abuse.`,
        source: rdapSource(rdap),
      }),
    ];
  },
});
