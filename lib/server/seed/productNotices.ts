import { noticeGroupsFor, noticeItems, type NoticeGroupId, type NoticeItemKey, type ProductNotice } from '@/lib/catalog/productNotice';
import { NOT_APPLICABLE } from '@/lib/catalog/productNotice.messages';
import { prng } from './prng';

/**
 * A plausible 상품정보제공고시 for a seeded product, from what the plan drew
 * (its category, name, options, brand and the brand's dispatch place). Its
 * own random stream, started from the product's id, so adding it leaves
 * every other draw of the catalogue as it was, and the same product always
 * gets the same notice.
 */

export interface NoticeFacts {
  id: number;
  name: string;
  /** The child category's code (lib/catalog/categories.ts) and its id. */
  categoryCode: string;
  categoryId: number;
  /** The child category's name (종류 of a bag or an accessory). */
  categoryName: string;
  brandId: number;
  brandName: string;
  /** Where the brand ships from (brands.dispatch_from); '' when unknown. */
  dispatchFrom: string;
  colors: readonly string[];
  sizes: readonly string[];
  createdAt: string;
}

/** Words of a name that say what it is made of, first match wins. */
const MATERIAL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/린넨/, '린넨 100%'],
  [/극세사|뽀글이|벨벳|쉬폰/, '폴리에스터 100%'],
  [/순면|코튼|와플|거즈|헤비코튼|피그먼트/, '면 100%'],
  [/캐시미어 터치/, '아크릴 70%, 폴리에스터 30%'],
  [/실크/, '실크 100%'],
  [/울/, '울 50%, 아크릴 50%'],
  [/인견/, '레이온 100%'],
  [/모달/, '모달 95%, 스판덱스 5%'],
  [/니트/, '아크릴 100%'],
  [/나일론/, '나일론 100%'],
  [/캔버스/, '면 캔버스 100%'],
  [/레더|가죽/, '합성피혁(PU)'],
  [/라탄/, '라탄(천연 등나무)'],
  [/원목|우드|나무/, '원목(고무나무)'],
  [/법랑/, '법랑(강판, 유리질 코팅)'],
  [/도자기|세라믹|백자|유광|무광 스톤/, '도자기'],
  [/유리|글라스/, '유리'],
  [/스테인리스|스텐|보온보냉/, '스테인리스(STS304)'],
  [/트라이탄/, '트라이탄(코폴리에스터)'],
  [/실리콘/, '실리콘'],
  [/황동/, '황동'],
  [/대리석/, '대리석'],
  [/아크릴/, '아크릴'],
  [/레진|에폭시/, '에폭시 레진'],
  [/테라코타|토분/, '테라코타(토기)'],
  [/시멘트/, '시멘트'],
  [/석고/, '석고'],
  [/자개/, '자개, 옻칠'],
  [/실버925/, '실버925'],
  [/진주/, '인조 진주, 황동(14K 금도금)'],
  [/에나멜|메탈/, '아연합금, 에나멜'],
  [/PVC/, 'PVC'],
  [/코르크/, '코르크'],
  [/크라프트/, '크라프트지'],
  [/규조토/, '규조토'],
];

/** What a product of each category is usually made of, when its name does not say. */
const DEFAULT_MATERIAL: Record<string, string> = {
  'season-christmas': 'PVC, 철제, 폴리에스터',
  'season-new-year': '종이(아트지)',
  'season-family-month': '종이(아트지)',
  'season-chuseok': '면 100%',
  'home-fabric': '면 100%',
  'home-lighting': '철제, ABS',
  'home-clock': 'ABS, 유리',
  'home-frame': '종이(아트지), MDF 프레임',
  'home-mirror': '유리, MDF',
  'home-storage': 'PP(폴리프로필렌)',
  'home-garden': '도자기',
  'home-rug': '폴리에스터 100%',
  'home-cushion': '겉감: 폴리에스터 100% / 충전재: 폴리에스터 솜',
  'home-object': '폴리레진',
  'kitchen-mug': '도자기',
  'kitchen-tableware': '도자기',
  'kitchen-cutlery': '스테인리스(STS304)',
  'kitchen-goods': '실리콘',
  'kitchen-tumbler': '스테인리스(STS304), PP',
  'kitchen-placemat': '폴리에스터',
  'keyring-acrylic': '아크릴, 철제 고리',
  'keyring-doll': '폴리에스터(봉제), 철제 고리',
  'keyring-metal': '아연합금',
  'keyring-resin': '에폭시 레진, 철제 고리',
  'stationery-note': '종이(모조지 100g)',
  'stationery-pen': 'ABS, 잉크',
  'stationery-sticker': '아트지, 점착제',
  'stationery-memo': '종이(모조지 80g)',
  'stationery-card': '종이(아트지 300g)',
  'stationery-file': 'PP(폴리프로필렌)',
  'candle-goods': '철제, 유리',
  'accessory-earring': '황동(14K 금도금), 은침',
  'accessory-necklace': '황동(14K 금도금)',
  'accessory-ring': '황동(14K 금도금)',
  'accessory-hair': '아세테이트, 폴리에스터',
  'accessory-bracelet': '황동(14K 금도금), 폴리에스터 끈',
  'bag-eco': '면 캔버스 100%',
  'bag-pouch': '폴리에스터 100%',
  'bag-backpack': '나일론 100%',
  'bag-cross': '나일론 100%',
  'phone-iphone': 'TPU, PC',
  'phone-galaxy': 'TPU, PC',
  'phone-grip': 'ABS, 에폭시',
  'phone-cable': 'TPE, 구리',
  'fashion-socks': '면 80%, 폴리에스터 17%, 스판덱스 3%',
  'fashion-hat': '면 100%',
  'fashion-scarf': '아크릴 100%',
  'fashion-tshirt': '면 100%',
  'fashion-homewear': '면 100%',
};

/** A size spec in a name (350ml, 50x70cm, 12개입…). */
const SPEC = /(\d+(?:\.\d+)?(?:x\d+)?(?:ml|L|g|kg|cm|mm|mAh|W|매|개입|P|색|티백|족|권|m)|\d+단)/;

/** The usual measures of a product of each main category (or child), when neither its name nor its options give one. */
function defaultSize(code: string, rng: ReturnType<typeof prng>): string {
  const cm = (min: number, max: number) => rng.int(min, max);
  if (code.startsWith('keyring')) return `약 ${cm(4, 7)} x ${cm(4, 8)}cm`;
  if (code === 'accessory-necklace' || code === 'accessory-bracelet') return `둘레 약 ${code === 'accessory-necklace' ? cm(38, 45) : cm(15, 18)}cm (조절 가능)`;
  if (code.startsWith('accessory')) return `약 ${cm(1, 4)} x ${cm(1, 5)}cm`;
  if (code.startsWith('season')) return `약 ${cm(5, 20)} x ${cm(5, 25)}cm`;
  if (code.startsWith('stationery')) return rng.pick(['A5 (148 x 210mm)', 'B6 (128 x 182mm)', '100 x 100mm', '90 x 140mm']);
  if (code.startsWith('phone')) return `약 ${cm(4, 8)} x ${cm(4, 16)}cm`;
  if (code.startsWith('bag')) return `가로 ${cm(20, 40)} x 세로 ${cm(15, 40)} x 폭 ${cm(3, 12)}cm`;
  if (code.startsWith('kitchen')) return `지름 ${cm(8, 25)}cm, 높이 ${cm(3, 12)}cm`;
  if (code.startsWith('candle')) return `지름 ${cm(6, 10)}cm, 높이 ${cm(6, 12)}cm`;
  if (code === 'fashion-hat' || code === 'fashion-scarf') return 'FREE';
  return `가로 ${cm(10, 60)} x 세로 ${cm(10, 60)}cm`;
}

const WARRANTY = '소비자분쟁해결기준(공정거래위원회 고시)에 따름';

/** A brand's customer line, the same for all its products. */
function phoneOf(brandId: number): string {
  return `070-${4000 + ((brandId * 37) % 6000)}-${String((brandId * 7919) % 10000).padStart(4, '0')}`;
}

function monthOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCFullYear()}년 ${date.getUTCMonth() + 1}월`;
}

/** The group of a seeded product: its category's usual one, or for the mixed season categories the one its name says. */
function groupOf(facts: NoticeFacts): NoticeGroupId {
  const groups = noticeGroupsFor(facts.categoryId);
  if (!facts.categoryCode.startsWith('season-')) return groups[0] ?? 'other';
  if (/쿠키|한과|식혜|차 세트/.test(facts.name)) return 'processedFood';
  if (/머그|그릇|수저|접시/.test(facts.name)) return 'kitchen';
  return 'other';
}

const FOOD_TYPES: readonly (readonly [RegExp, string, string])[] = [
  // [what the name says, 식품의 유형, 원재료명 및 함량]
  [/약과|한과/, '유탕과자', '밀가루(밀: 국산), 조청(쌀: 국산), 참기름, 생강, 계피'],
  [/쿠키|마들렌|스콘|다쿠아즈/, '과자', '밀가루(밀: 미국산), 버터(우유: 뉴질랜드산) 28%, 설탕, 달걀(국산), 아몬드 분말'],
  [/그래놀라/, '시리얼류', '귀리(국산) 55%, 아몬드, 꿀, 코코넛오일, 건크랜베리'],
  [/누룽지|쌀강정/, '과자', '쌀(국산) 80%, 조청, 설탕, 식물성유지'],
  [/젤리/, '캔디류', '설탕, 물엿, 과일농축액(사과: 국산) 10%, 젤라틴, 구연산'],
  [/녹차|홍차|허브티|보리차|전통 차/, '침출차', '찻잎(국산) 100%'],
  [/드립백|원두|콜드브루/, '커피', '원두(에티오피아산 50%, 브라질산 50%)'],
  [/유자차|수제청|청 /, '액상차', '유자(국산) 50%, 설탕 50%'],
  [/잼/, '잼', '과일(국산) 60%, 설탕 39%, 레몬즙'],
  [/땅콩버터/, '땅콩버터', '땅콩(미국산) 98%, 정제소금'],
  [/페스토/, '소스', '바질(국산) 40%, 올리브유(스페인산), 잣, 치즈, 마늘, 정제소금'],
  [/꿀/, '벌꿀', '아카시아꿀(국산) 100%'],
  [/식혜/, '음료류(식혜)', '정제수, 쌀(국산) 8%, 엿기름(보리: 국산), 설탕'],
  [/견과/, '땅콩 또는 견과류가공품', '아몬드(미국산), 호두(미국산), 캐슈너트(베트남산), 건크랜베리'],
];

function foodNotice(facts: NoticeFacts, rng: ReturnType<typeof prng>): ProductNotice['values'] {
  const [, foodType, ingredients] = FOOD_TYPES.find(([words]) => words.test(facts.name)) ?? [
    /./,
    '과자',
    '밀가루(밀: 국산), 설탕, 버터(우유: 뉴질랜드산), 달걀(국산)',
  ];
  const baked = /과자|유탕과자|시리얼/.test(foodType);
  const months = baked ? rng.int(3, 9) : foodType === '벌꿀' || foodType === '침출차' ? 24 : rng.int(6, 18);
  const kept = /잼|소스|음료|액상차/.test(foodType) ? '직사광선을 피해 서늘한 곳에 보관하고, 개봉 후에는 냉장 보관해 주세요.' : '직사광선을 피해 서늘하고 건조한 곳에 보관해 주세요.';
  return {
    productName: facts.name,
    foodType,
    producer: `${facts.brandName} / ${facts.dispatchFrom || '대한민국'}`,
    origin: '대한민국',
    foodDates: `제조일로부터 ${months}개월까지 (제품 포장에 별도 표기)`,
    foodAmount: facts.name.match(SPEC)?.[0] ?? `${rng.pick([1, 6, 8, 10, 12])}개입`,
    ingredients,
    nutrition: `1회 제공량당 열량 ${rng.int(8, 45) * 5}kcal (포장의 영양정보 참조)`,
    gmo: NOT_APPLICABLE,
    storage: kept,
    foodCaution: baked ? '밀, 우유, 대두, 달걀을 사용한 제품과 같은 제조시설에서 제조하고 있습니다.' : '알레르기 체질은 원재료를 확인한 뒤 드세요.',
    importNotice: NOT_APPLICABLE,
    consumerPhone: `${facts.brandName} 고객센터 ${phoneOf(facts.brandId)}`,
  };
}

function chemicalNotice(facts: NoticeFacts, rng: ReturnType<typeof prng>): ProductNotice['values'] {
  const candle = facts.categoryCode === 'candle-candle';
  const incense = facts.categoryCode === 'candle-incense';
  const year = String(new Date(facts.createdAt).getUTCFullYear()).slice(2);
  return {
    itemName: `${candle ? '초' : '방향제'} / ${facts.name}`,
    usage: candle ? '초, 고체형' : incense ? '방향제, 연소형(스틱)' : '방향제, 액체형',
    chemicalDates: `제조일로부터 ${rng.pick([12, 24, 36])}개월 (제품에 별도 표기)`,
    chemicalAmount: facts.sizes.length > 0 ? `옵션 참조 (${facts.sizes.join(', ')})` : (facts.name.match(SPEC)?.[0] ?? (candle ? '200g' : '100ml')),
    chemicalMaker: `${facts.brandName} / ${facts.dispatchFrom || '대한민국'}`,
    origin: '대한민국',
    childPack: '대상 아님',
    chemicals: candle ? '소이 왁스, 향료(리모넨, 리날룰), 면 심지' : incense ? '목분, 향료(리날룰), 천연 결합제' : '향료(리모넨, 리날룰), 에탄올, 정제수',
    chemicalCaution: candle ? '불을 켠 채 자리를 비우지 마시고, 어린이와 반려동물의 손이 닿지 않는 곳에서 사용해 주세요.' : '눈과 피부에 닿지 않게 하고, 삼키지 마세요.',
    safetyNo: `제 ${candle ? 'CB' : 'HB'}${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(100, 9999)).padStart(4, '0')}호`,
    consumerPhone: `${facts.brandName} 고객센터 ${phoneOf(facts.brandId)}`,
  };
}

/** The notice of a seeded product (every required item of its group filled). */
export function seedNotice(facts: NoticeFacts): ProductNotice {
  const rng = prng(Math.imul(facts.id, 0x9e3779b1) ^ 0x6e6f7469);
  const group = groupOf(facts);
  if (group === 'processedFood') return { group, values: foodNotice(facts, rng) };
  if (group === 'livingChemical') return { group, values: chemicalNotice(facts, rng) };

  const imported = facts.categoryCode.startsWith('phone-') || facts.categoryCode === 'accessory-hair';
  const material = MATERIAL_WORDS.find(([words]) => words.test(facts.name))?.[1] ?? DEFAULT_MATERIAL[facts.categoryCode] ?? '상세 설명 참조';
  const spec = facts.name.match(SPEC)?.[0];
  const size = facts.sizes.length > 0 ? `옵션 참조 (${facts.sizes.join(', ')})` : (spec ?? defaultSize(facts.categoryCode, rng));
  const electric = group === 'appliance' || group === 'smallElectronics';
  const service = `${facts.brandName} 고객센터 ${phoneOf(facts.brandId)}`;
  const common: ProductNotice['values'] = {
    itemName: facts.name,
    kind: facts.categoryName,
    fabric: material,
    beddingFabric: material,
    material,
    mainMaterial: material,
    kitchenMaterial: material,
    color: facts.colors.length > 0 ? `옵션 참조 (${facts.colors.join(', ')})` : '단일 색상 (사진 참조)',
    size,
    bulk: size,
    sizeWeight: `${size}, 약 ${rng.int(2, 30) * 10}g`,
    applianceSize: size,
    composition: `본품 1개${/세트|\dP|개입/.test(facts.name) ? ' (세트 구성은 상품명 참조)' : ''}`,
    parts: `본품 1개${/세트|\dP|개입/.test(facts.name) ? ' (세트 구성은 상품명 참조)' : ''}`,
    maker: imported ? `제조: 중국 협력 공장 / 수입: ${facts.brandName}` : `${facts.brandName} / ${facts.dispatchFrom || '대한민국'}`,
    origin: imported ? '중국' : '대한민국',
    kc: electric
      ? `KC ${group === 'appliance' ? '안전인증' : '전자파적합성'} 필 (${group === 'appliance' ? 'HU' : 'R-R-'}${String(rng.int(10000, 99999))})`
      : NOT_APPLICABLE,
    certification: facts.categoryCode === 'keyring-doll' ? `KC 공급자적합성확인 필 (CB${rng.int(100000, 999999)})` : NOT_APPLICABLE,
    washCare: rng.pick(['찬물에 중성세제로 손세탁해 주세요. 건조기는 쓰지 마세요.', '30℃ 이하 물에 세탁망에 넣어 세탁해 주세요. 표백제는 쓰지 마세요.']),
    care: rng.pick(['물과 습기에 오래 닿지 않게 보관해 주세요.', '날카로운 물건과 부딪히지 않게 주의해 주세요.', '직사광선을 피해 보관해 주세요.']),
    madeOn: monthOf(facts.createdAt),
    releasedOn: monthOf(facts.createdAt),
    power: facts.categoryCode === 'phone-cable' ? 'DC 5V, 최대 20W' : rng.pick(['AC 220V, 60Hz, 5W', 'DC 5V (USB), 3W']),
    specs: facts.name.match(SPEC)?.[0] ? `${facts.name.match(SPEC)?.[0]}, USB-C` : 'USB-C, 과충전 방지 회로',
    installCost: '택배 배송, 설치비 없음 (직접 조립)',
    importNotice: NOT_APPLICABLE,
    warranty: electric ? `구입일로부터 1년 무상 A/S, ${WARRANTY}` : WARRANTY,
    afterService: service,
  };
  const values: ProductNotice['values'] = {};
  for (const { key } of noticeItems(group)) {
    const value = common[key as NoticeItemKey];
    if (value) values[key] = value;
  }
  return { group, values };
}
