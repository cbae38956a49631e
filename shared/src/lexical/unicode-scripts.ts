// Which writing systems a host label uses, for Unicode TR39-style mixed-script checks.
const SCRIPTS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];
const COMMON_OR_INHERITED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Scripts of the letters in a label; digits, hyphens and combining marks belong to none. */
export function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (COMMON_OR_INHERITED.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return scripts;
}

// TR39 "highly restrictive": Latin may mix only with the scripts written together with it in East Asia.
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

export function isMixedScript(scripts: ReadonlySet<string>): boolean {
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}
