/** The final consonant (jongseong index, 0 = none) of a word's last Hangul syllable; null when it ends otherwise. */
function finalConsonant(word: string): number | null {
  const code = word.trim().codePointAt(word.trim().length - 1) ?? 0;
  return code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : null;
}

/** ㄹ as a final consonant (jongseong index 8). */
const RIEUL = 8;

/**
 * '으로' or '로' after a word, as Korean writes it: 으로 after a final consonant (캔들로 aside:
 * a final ㄹ takes 로), 로 after a vowel (키링으로, 캔들로, 머그로). After a word that does not end in
 * Hangul (a Latin name, a number), '(으)로'.
 */
export function euroParticle(word: string): '으로' | '로' | '(으)로' {
  const final = finalConsonant(word);
  if (final === null) return '(으)로';
  return final === 0 || final === RIEUL ? '로' : '으로';
}
