import { euroParticle } from '@/lib/catalog/particle';
import { catalogMessages } from '@/lib/catalog/catalog.messages';

describe('euroParticle (으로/로)', () => {
  test.each([
    ['키링', '으로'],
    ['머그컵', '으로'],
    ['에코백', '으로'],
    ['소소한 하루', '로'],
    ['머그', '로'],
    // A final ㄹ takes 로.
    ['캔들', '로'],
    ['달빛공방', '으로'],
    ['호텔', '로'],
    ['  키링  ', '으로'],
    ['LED', '(으)로'],
    ['350ml', '(으)로'],
  ])('%p takes %p', (word, particle) => {
    expect(euroParticle(word)).toBe(particle);
  });

  test('the offer reads as Korean', () => {
    expect(catalogMessages.pages.search.didYouMean('키링', euroParticle('키링'))).toBe('키링으로 검색할까요?');
    expect(catalogMessages.pages.search.didYouMean('캔들', euroParticle('캔들'))).toBe('캔들로 검색할까요?');
  });
});
