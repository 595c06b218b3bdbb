import { headWordIndex, initialsForm, isInitialsWord, looseForm, vocabularyWords, wordForms } from '@/lib/catalog/server/searchForms';
import { editDistance, jamoOf } from '@/lib/catalog/server/searchSuggestion';
import { planKeyword } from '@/lib/catalog/server/searchQuery';

describe('search forms', () => {
  test('the loose form ignores spacing and case and merges confusable vowels', () => {
    expect(looseForm(' 소소한  하루 ')).toBe('소소한하루');
    expect(looseForm('ABC Candle')).toBe('abccandle');
    expect(looseForm('켄들')).toBe(looseForm('캔들'));
    expect(looseForm('디퓨져')).toBe(looseForm('디퓨저'));
    expect(looseForm('쳬크')).toBe(looseForm('체크'));
    expect(looseForm('얘기')).toBe(looseForm('예기'));
    expect(looseForm('왜')).toBe(looseForm('웨'));
    expect(looseForm('외')).toBe(looseForm('웨'));
    expect(looseForm('굉장')).toBe(looseForm('궹장'));
    // ㅓ/ㅕ only merge after ㅈ ㅊ ㅉ; other letters stay.
    expect(looseForm('여')).not.toBe(looseForm('어'));
    expect(looseForm('칸들')).not.toBe(looseForm('캔들'));
  });

  test('initials drop what is not a Hangul syllable', () => {
    expect(initialsForm('소소한 하루')).toBe('ㅅㅅㅎㅎㄹ');
    expect(initialsForm('ABC 캔들 2개')).toBe('ㅋㄷㄱ');
    expect(isInitialsWord('ㅋㄷ')).toBe(true);
    expect(isInitialsWord('ㅋ들')).toBe(false);
  });

  test('a keyword becomes terms, grams and the whole for ranking', () => {
    // The loose form writes ㅐ as ㅔ.
    expect(planKeyword('캔들  디퓨져')).toEqual({
      terms: ['켄들', '디퓨저'],
      grams: ['켄들', '디퓨', '퓨저'],
      oneChar: null,
      whole: '켄들디퓨저',
      wholeIsInitials: false,
    });
    expect(planKeyword('ㅅㅅㅎ ㅎㄹ')).toMatchObject({ terms: ['ㅅㅅㅎ', 'ㅎㄹ'], whole: 'ㅅㅅㅎㅎㄹ', wholeIsInitials: true });
    expect(planKeyword('펜')).toMatchObject({ grams: [], oneChar: '펜' });
  });
});

describe('word forms (ranking by words)', () => {
  test('the head word is the last word without a digit, marked before every word', () => {
    expect(wordForms('라벤더 소이 캔들 200g')).toEqual({ words: '\t켄들\t 라벤더 소이 켄들 200g ', initialsWords: '\tㅋㄷ\t ㄹㅂㄷ ㅅㅇ ㅋㄷ ' });
    expect(wordForms('캔들 홀더').words).toBe('\t홀더\t 켄들 홀더 ');
    expect(headWordIndex(['350ml', '2026'])).toBe(1);
    expect(headWordIndex([])).toBe(-1);
  });

  test('words split at spaces and the marks joining words; no Hangul, no initials word', () => {
    expect(wordForms('캔들/디퓨저 (대용량)').words).toBe('\t데용량\t 켄들 디퓨저 데용량 ');
    expect(wordForms('ABC Candle')).toEqual({ words: '\tcandle\t abc candle ', initialsWords: '' });
    expect(vocabularyWords('라벤더 소이 캔들 ABC')).toEqual(['라벤더', '소이', '캔들', 'abc']);
  });
});

describe('typo distance', () => {
  test('is counted in jamo of the loose forms', () => {
    expect(editDistance(jamoOf('키랑'), jamoOf('키링'))).toBe(1);
    expect(editDistance(jamoOf('머그겁'), jamoOf('머그컵'))).toBe(1);
    // Confusable vowels cost nothing (they already match).
    expect(editDistance(jamoOf('켄들'), jamoOf('캔들'))).toBe(0);
    expect(editDistance(jamoOf('키링'), jamoOf('캔들'))).toBeGreaterThan(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
