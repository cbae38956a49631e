// Heuristics for host labels that look machine-generated ('z73sx3kfvu12ol97jastd32', 'kjhdsffkdsf'):
// people choose names they can say; phishing infrastructure is often registered in bulk.
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const MIN_LENGTH = 10;

export function isRandomLooking(label: string): boolean {
  const text = label.replaceAll('-', '');
  if (text.length < MIN_LENGTH || text.startsWith('xn')) return false;
  let switches = 0;
  let vowels = 0;
  let letters = 0;
  let consonantRun = 0;
  let longestConsonantRun = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const isDigit = char >= '0' && char <= '9';
    if (i > 0 && isDigit !== isDigitChar(text.charAt(i - 1))) switches++;
    if (isDigit) {
      consonantRun = 0;
      continue;
    }
    letters++;
    if (VOWELS.has(char)) {
      vowels++;
      consonantRun = 0;
    } else {
      consonantRun++;
      longestConsonantRun = Math.max(longestConsonantRun, consonantRun);
    }
  }
  const vowelRatio = letters === 0 ? 0 : vowels / letters;
  return switches >= 4 || longestConsonantRun >= 6 || (letters >= 12 && vowelRatio < 0.2);
}

function isDigitChar(char: string): boolean {
  return char >= '0' && char <= '9';
}
