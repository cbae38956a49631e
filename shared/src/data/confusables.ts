// Characters that render like ASCII letters, mapped to the letters they imitate. Source: a subset of
// Unicode TR39 confusables.txt (https://www.unicode.org/Public/security/latest/confusables.txt) for the
// Cyrillic, Greek, Armenian and Latin-extension letters seen in IDN homograph attacks, plus Chromium's
// extra skeleton mappings (components/url_formatter/spoof_checks/idn_spoof_checker.cc) and dnstwist's
// cyrillic table. Accents are removed before this table is applied (NFD, marks dropped).
export const CONFUSABLES_VERSION = 'tr39-16.0-subset';

const GROUPS: ReadonlyArray<readonly [ascii: string, lookalikes: string]> = [
  ['a', 'аɑαάàáâãäåāăąǎȧạảấầẩẫậắằẳẵặ⍺ａ'],
  ['b', 'ƅьҍвЬ'],
  ['c', 'сϲᴄⅽҫćĉċč'],
  ['d', 'ԁɗđďⅾ'],
  ['e', 'еєҽҿεёēĕėęěȩẹẻẽếềểễệ'],
  ['f', 'ſƒϝ'],
  ['g', 'ɡԍġğĝģǵ'],
  ['h', 'һհħĥȟ'],
  ['i', 'іїıɩιίϊΐǐĩīĭįɨⅰ¡'],
  ['j', 'јʝϳյ'],
  ['k', 'кκĸқҝҟҡӄԟķ'],
  ['l', 'ⅼǀłļľĺŀӏ'],
  ['m', 'мӎⅿ'],
  ['n', 'пոŋԥηήñńņňŉ'],
  ['o', 'оοσօōŏőøǒȯọỏốồổỗộớờởỡợο०০੦૦௦౦೦൦๐໐ဝ'],
  ['p', 'рρþϼҏṗ'],
  ['q', 'ԛզ'],
  ['r', 'гґғҕӻŕŗř'],
  ['s', 'ѕʂśŝşšș'],
  ['t', 'тτҭԏţťŧț'],
  ['u', 'υսµùúûüũūŭůűųǔ'],
  ['v', 'ѵνⅴ'],
  ['w', 'ԝѡωшщŵẁẃẅ'],
  ['x', 'хχҳӽӿⅹ'],
  ['y', 'уүұγўýÿŷ'],
  ['z', 'ʐżźžƶ'],
];

/** Single ASCII-like characters: digits and letters that pass for other letters in a URL bar. */
const ASCII_LOOKALIKES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['0', 'o'],
  ['1', 'l'],
];

/** Letter pairs that read as one letter (TR39: rn → m, vv → w, cl → d). */
export const MULTI_CHAR_CONFUSABLES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['rn', 'm'],
  ['vv', 'w'],
  ['cl', 'd'],
];

export const CONFUSABLE_MAP: ReadonlyMap<string, string> = new Map([
  ...GROUPS.flatMap(([ascii, lookalikes]) => [...lookalikes].map((char) => [char, ascii] as const)),
  ...ASCII_LOOKALIKES,
]);
