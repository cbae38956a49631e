/**
 * Least-privilege audit of a generated manifest. The build runs it on the
 * manifest WXT generates, so a content script with broad `matches` or a new permission fails the build
 * instead of shipping.
 */
import { z } from 'zod';

const ManifestAccessSchema = z.object({
  permissions: z.array(z.string()).default([]),
  optional_permissions: z.array(z.string()).default([]),
  host_permissions: z.array(z.string()).default([]),
  optional_host_permissions: z.array(z.string()).default([]),
  content_scripts: z.array(z.object({ matches: z.array(z.string()).default([]) })).default([]),
  externally_connectable: z.unknown().optional(),
  content_security_policy: z
    .union([z.string(), z.object({ extension_pages: z.string().optional() })])
    .optional(),
});

export type ManifestAllowance = {
  permissions: readonly string[];
  hostPermissions: readonly string[];
  /** Broad patterns allowed only as optional (asked for at run time with the user's consent). */
  optionalHostPermissions?: readonly string[];
};

// `scripting` is allowed only through the allowance: with no host access of its own it reaches just the
// active tab (activeTab) and sites the user granted through the optional permission.
const FORBIDDEN_PERMISSIONS = new Set(['tabs', 'cookies', 'webRequest', 'history', 'debugger']);
const BROAD_HOST = /^(<all_urls>|(\*|https?|wss?):\/\/\*(\/.*)?)$/;
const ALLOWED_SCRIPT_SOURCES = new Set(["'self'", "'wasm-unsafe-eval'"]);

/** Returns one human-readable problem per violation; an empty list means the manifest passes. */
export function auditManifest(manifest: unknown, allowance: ManifestAllowance): string[] {
  const access = ManifestAccessSchema.parse(manifest);
  const problems: string[] = [];
  // MV2 keeps host patterns in `permissions`, so a pattern counts as a permission or a host as appropriate.
  const isHostPattern = (entry: string) => entry.includes('://') || entry === '<all_urls>';
  const apiPermissions = [...access.permissions, ...access.optional_permissions].filter(
    (p) => !isHostPattern(p),
  );
  const hostPatterns = [
    ...access.host_permissions,
    ...access.permissions.filter(isHostPattern),
    ...access.content_scripts.flatMap((script) => script.matches),
  ];
  const optionalHostPatterns = [
    ...access.optional_host_permissions,
    ...access.optional_permissions.filter(isHostPattern),
  ];

  for (const permission of apiPermissions) {
    if (FORBIDDEN_PERMISSIONS.has(permission)) problems.push(`forbidden permission "${permission}"`);
    else if (!allowance.permissions.includes(permission))
      problems.push(`unexpected permission "${permission}"`);
  }
  for (const pattern of hostPatterns) {
    if (BROAD_HOST.test(pattern)) problems.push(`broad host access "${pattern}"`);
    else if (!allowance.hostPermissions.includes(pattern))
      problems.push(`unexpected host access "${pattern}"`);
  }
  const optionalAllowed = allowance.optionalHostPermissions ?? [];
  for (const pattern of optionalHostPatterns) {
    if (optionalAllowed.includes(pattern)) continue;
    if (BROAD_HOST.test(pattern)) problems.push(`broad host access "${pattern}"`);
    else if (!allowance.hostPermissions.includes(pattern))
      problems.push(`unexpected host access "${pattern}"`);
  }
  if (access.externally_connectable !== undefined) problems.push('externally_connectable is declared');
  problems.push(...auditCsp(access.content_security_policy));
  return problems;
}

function auditCsp(csp: z.infer<typeof ManifestAccessSchema>['content_security_policy']): string[] {
  const policy = typeof csp === 'string' ? csp : csp?.extension_pages;
  if (policy === undefined) return []; // the browser default allows only the extension's own scripts
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const remote = (scriptSrc ?? []).slice(1).filter((source) => !ALLOWED_SCRIPT_SOURCES.has(source));
  return remote.map((source) => `script-src allows "${source}"`);
}
