import { initialsForm, isInitialsWord, looseForm } from '@/lib/catalog/server/searchForms';
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
