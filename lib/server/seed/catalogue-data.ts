/**
 * Word lists of the demo catalogue: brands, and one recipe per child category
 * of lib/catalog/categories.ts (what its products are called, cost, come in,
 * and how they are described). Only data: ./cataloguePlan.ts does the drawing.
 */

/** Main category codes a brand can specialise in (the keys of MAIN_NOTES). */
export type MainCode =
  | 'home-interior'
  | 'kitchen'
  | 'keyring'
  | 'stationery'
  | 'candle'
  | 'accessory'
  | 'bag'
  | 'phone'
  | 'fashion'
  | 'food';

export interface BrandSeed {
  name: string;
  focus: MainCode[];
}

export const BRANDS: readonly BrandSeed[] = [
  { name: '소소한 하루', focus: ['stationery', 'home-interior'] },
  { name: '달빛공방', focus: ['candle'] },
  { name: '포근한 작업실', focus: ['fashion', 'home-interior'] },
  { name: '숲속의 아침', focus: ['kitchen', 'food'] },
  { name: '오늘의 온도', focus: ['kitchen'] },
  { name: '봄날의 서랍', focus: ['stationery'] },
  { name: '모먼트 오브제', focus: ['home-interior'] },
  { name: '리틀 포레스트', focus: ['home-interior'] },
  { name: '구름상점', focus: ['keyring', 'stationery'] },
  { name: '하루공예', focus: ['accessory'] },
  { name: '낮잠 스튜디오', focus: ['fashion'] },
  { name: '코지 라이프', focus: ['home-interior'] },
  { name: '마음 한 스푼', focus: ['food'] },
  { name: '반짝 공방', focus: ['accessory', 'keyring'] },
  { name: '토끼네 문방구', focus: ['stationery', 'keyring'] },
  { name: '바람결', focus: ['fashion', 'bag'] },
  { name: '온새미로', focus: ['kitchen', 'home-interior'] },
  { name: '다온 리빙', focus: ['home-interior'] },
  { name: '가온 키친', focus: ['kitchen'] },
  { name: '은하수 캔들', focus: ['candle'] },
  { name: '포레 데이즈', focus: ['bag'] },
  { name: '어반 포켓', focus: ['phone', 'bag'] },
  { name: '말랑 스토어', focus: ['keyring', 'phone'] },
  { name: '빛나래', focus: ['accessory'] },
  { name: '모노 하우스', focus: ['home-interior', 'kitchen'] },
  { name: '틈새 상회', focus: ['kitchen', 'food'] },
  { name: '제주 담다', focus: ['food', 'candle'] },
  { name: '향기 정원', focus: ['candle'] },
  { name: '몽글 키링', focus: ['keyring'] },
  { name: '데일리 니트', focus: ['fashion'] },
  { name: '케이스 마켓', focus: ['phone'] },
  { name: '노을빛 도자기', focus: ['kitchen'] },
  { name: '시간의 결', focus: ['home-interior'] },
  { name: '종이와 연필', focus: ['stationery'] },
  { name: '나무 그늘', focus: ['home-interior', 'kitchen'] },
  { name: '보통의 가방', focus: ['bag'] },
  { name: '작은 별 상점', focus: ['accessory', 'keyring'] },
  { name: '한결 티하우스', focus: ['food'] },
  { name: '오롯이 패브릭', focus: ['home-interior', 'fashion'] },
  { name: '포포 테크', focus: ['phone'] },
  { name: '두근두근 잡화점', focus: ['keyring', 'stationery'] },
  { name: '여름 바다', focus: ['accessory', 'bag'] },
  { name: '달콤한 오후', focus: ['food'] },
  { name: '소담 스튜디오', focus: ['kitchen', 'home-interior'] },
  { name: '담백한 옷장', focus: ['fashion'] },
  { name: '루미 라이트', focus: ['home-interior'] },
  { name: '꼬물 상점', focus: ['keyring', 'fashion'] },
  { name: '하늘 정원', focus: ['home-interior', 'candle'] },
];

/** For catalogues with more brands than BRANDS: '<adjective> <place>' names. */
export const EXTRA_BRAND_ADJECTIVES = ['포근한', '소담한', '달콤한', '반짝이는', '말랑한', '보드라운', '산뜻한', '아늑한', '싱그러운', '느린'];
export const EXTRA_BRAND_NOUNS = ['상점', '공방', '작업실', '스튜디오', '리빙', '하우스', '마켓', '잡화점', '아틀리에', '편집숍'];

/** What a brand of each focus makes (object of "...을/를 만드는 브랜드"). */
export const FOCUS_PHRASES: Record<MainCode, string> = {
  'home-interior': '공간을 따뜻하게 채우는 리빙 소품',
  kitchen: '매일 손이 가는 주방 용품',
  keyring: '귀여운 캐릭터 키링',
  stationery: '기록이 즐거워지는 문구',
  candle: '공간에 향을 더하는 캔들과 디퓨저',
  accessory: '데일리로 착용하기 좋은 액세서리',
  bag: '가볍고 실용적인 가방',
  phone: '트렌디한 스마트폰 액세서리',
  fashion: '편안한 데일리 패션 아이템',
  food: '정성껏 만든 간식과 차',
};

export const BRAND_ORIGINS = [
  '서울 성수동의 작은 작업실',
  '제주의 작은 공방',
  '부산 영도의 디자인 스튜디오',
  '연남동 골목의 공방',
  '파주의 디자인 스튜디오',
  '대구의 제조 공방',
  '전주 한옥마을 근처의 작업실',
  '경기도 양평의 작업실',
  '을지로의 디자인 스튜디오',
  '강릉의 작은 공방',
];

/** Where each origin's parcels leave from (출고지), in the order of BRAND_ORIGINS. */
export const ORIGIN_DISPATCH = [
  '서울특별시 성동구',
  '제주특별자치도 제주시',
  '부산광역시 영도구',
  '서울특별시 마포구',
  '경기도 파주시',
  '대구광역시 달서구',
  '전북특별자치도 전주시',
  '경기도 양평군',
  '서울특별시 중구',
  '강원특별자치도 강릉시',
] as const;

export const BRAND_SENTENCES = [
  '일상에서 오래 쓰는 물건을 목표로 소재와 마감에 정성을 들입니다.',
  '모든 상품은 소량 생산 후 한 번 더 검수를 거쳐 출고됩니다.',
  '시즌마다 새로운 디자인을 선보여 매장에 늘 새로운 볼거리를 더해 드립니다.',
  '전국 소품샵과 편집숍에 꾸준히 입점하며 재주문율이 높은 브랜드입니다.',
  '도매 주문은 영업일 기준 1~2일 안에 출고됩니다.',
  '작은 매장도 부담 없이 시작할 수 있도록 다양한 가격대를 준비했습니다.',
  '친환경 포장재를 사용해 과대 포장을 줄였습니다.',
];

export type SizeKind =
  | 'apparel'
  | 'socks'
  | 'hat'
  | 'ring'
  | 'iphone'
  | 'galaxy'
  | 'rug'
  | 'cushion'
  | 'storage'
  | 'paper'
  | 'candle'
  | 'diffuser';

export type ColorKind = 'basic' | 'pastel' | 'earth' | 'metal' | 'case' | 'mixed';

export interface CategoryRecipe {
  /** Style or motif words put before the item. */
  prefixes: readonly string[];
  /** Items, each `name` or `name|spec|spec` (a spec is appended to the name, e.g. 350ml). */
  items: readonly string[];
  /** Wholesale price range in won. */
  price: readonly [number, number];
  /** Share of products that come in colours, and from which palette. */
  colors?: { rate: number; kind: ColorKind };
  /** Share of products that come in sizes, and which. */
  sizes?: { rate: number; kind: SizeKind };
  /** Sentences specific to the category (one is used per description). */
  notes: readonly string[];
  /** Main category description pool (MAIN_NOTES key). */
  main: keyof typeof MAIN_NOTES;
  /**
   * Season categories only (no brand specialises in a season): the kind of goods each item is
   * (its name before '|'), so a brand of that kind sells it (식혜 from a food brand, not a phone one).
   */
  itemFocus?: Readonly<Record<string, MainCode>>;
}

export const COLOR_POOLS: Record<ColorKind, readonly string[]> = {
  basic: ['화이트', '아이보리', '베이지', '그레이', '차콜', '블랙'],
  pastel: ['핑크', '라벤더', '민트', '스카이블루', '레몬', '피치', '크림'],
  earth: ['브라운', '카키', '올리브', '테라코타', '머스타드', '네이비', '오트밀'],
  metal: ['골드', '실버', '로즈골드'],
  case: ['투명', '블랙', '화이트', '핑크', '라벤더', '민트', '스카이블루'],
  mixed: ['아이보리', '베이지', '그레이', '네이비', '핑크', '민트', '브라운', '블랙', '레드', '그린'],
};

export const SIZE_POOLS: Record<SizeKind, readonly string[]> = {
  apparel: ['S', 'M', 'L', 'XL'],
  socks: ['220-240', '240-260', '260-280'],
  hat: ['FREE'],
  ring: ['9호', '11호', '13호', '15호', '17호'],
  iphone: ['아이폰 15', '아이폰 15 Pro', '아이폰 16', '아이폰 16 Pro', '아이폰 16 Pro Max', '아이폰 17', '아이폰 17 Pro', '아이폰 17 Pro Max'],
  galaxy: ['갤럭시 S24', '갤럭시 S24+', '갤럭시 S25', '갤럭시 S25 Ultra', '갤럭시 Z 플립6', '갤럭시 Z 플립7', '갤럭시 A56'],
  rug: ['50x80cm', '60x90cm', '80x120cm', '120x180cm'],
  cushion: ['40x40cm', '45x45cm', '50x50cm'],
  storage: ['S', 'M', 'L'],
  paper: ['A4', 'A3', 'A2'],
  candle: ['80g', '200g', '350g'],
  diffuser: ['100ml', '200ml', '500ml'],
};

/** Description sentences shared by a main category's children. */
export const MAIN_NOTES = {
  christmas: [
    '따뜻한 연말 분위기를 연출하기 좋은 크리스마스 한정 상품입니다.',
    '매장 크리스마스 디스플레이에 바로 활용하실 수 있습니다.',
    '11월 초부터 판매가 시작되는 시즌 상품이라 미리 준비해 두시길 권합니다.',
    '포장이 예뻐 연말 선물용으로 인기가 많습니다.',
  ],
  newYear: [
    '새해 인사와 함께 건네기 좋은 신년 한정 상품입니다.',
    '전통 문양을 현대적으로 재해석한 디자인입니다.',
    '설 연휴 2~3주 전에 주문이 몰리니 미리 준비해 주세요.',
    '복을 기원하는 의미를 담아 선물용으로 좋습니다.',
  ],
  familyMonth: [
    '어버이날과 스승의 날 선물로 꾸준히 찾는 상품입니다.',
    '감사의 마음을 전하기 좋은 따뜻한 디자인입니다.',
    '5월 가정의 달에는 매장 입구 진열을 추천합니다.',
    '메시지 카드를 함께 구성하기 좋습니다.',
  ],
  chuseok: [
    '한가위 선물로 부담 없이 건네기 좋은 상품입니다.',
    '전통적인 멋을 살린 패키지로 구성했습니다.',
    '명절 2주 전부터 주문이 늘어나는 시즌 상품입니다.',
    '단체 선물 주문에도 알맞은 구성입니다.',
  ],
  home: [
    '공간에 포인트를 주기 좋은 디자인입니다.',
    '어느 인테리어에나 자연스럽게 어울리는 차분한 색감입니다.',
    '자취방과 신혼집 손님들이 특히 많이 찾습니다.',
    '실물과 사진의 색감 차이가 적어 반품이 드문 상품입니다.',
    '집들이 선물로 추천하기 좋습니다.',
    '꼼꼼한 마감으로 오래 사용할 수 있습니다.',
  ],
  kitchen: [
    '매일 쓰기 좋은 실용적인 디자인입니다.',
    '식탁 분위기를 한층 따뜻하게 만들어 줍니다.',
    '식품 용기 안전 기준을 통과한 소재를 사용했습니다.',
    '카페와 홈카페 손님 모두에게 반응이 좋은 상품입니다.',
    '세척과 관리가 쉬워 오래 사용할 수 있습니다.',
    '세트로 구성해 진열하면 객단가를 높이기 좋습니다.',
  ],
  keyring: [
    '가방이나 열쇠에 달기 좋은 크기입니다.',
    '선명한 인쇄와 꼼꼼한 마감으로 만들었습니다.',
    '귀여운 표정이 매력적인 캐릭터 디자인입니다.',
    '계산대 옆에 진열하면 함께 구매하는 손님이 많습니다.',
    '여러 디자인을 함께 진열하면 모으는 재미가 있습니다.',
    '가벼워서 여러 개를 달아도 부담이 없습니다.',
  ],
  stationery: [
    '감성적인 디자인으로 선물용으로도 좋습니다.',
    '신학기 시즌에 판매가 크게 늘어나는 상품입니다.',
    '국내에서 인쇄하고 제작해 품질이 고릅니다.',
    '계산대 주변에 진열하기 좋은 부담 없는 가격대입니다.',
    '시리즈로 모으는 손님이 많은 디자인입니다.',
    '기록하는 즐거움을 더해 주는 문구입니다.',
  ],
  candle: [
    '천연 원료를 사용해 그을음이 적습니다.',
    '은은하게 퍼지는 향으로 공간의 분위기를 바꿔 줍니다.',
    '시향용 샘플과 함께 진열하면 판매에 도움이 됩니다.',
    '집들이와 생일 선물로 꾸준히 인기가 있습니다.',
    '국내 공방에서 소량씩 정성껏 만듭니다.',
    '안전성 검사를 마친 향료를 사용했습니다.',
  ],
  accessory: [
    '데일리로 착용하기 좋은 심플한 디자인입니다.',
    '니켈 프리 소재로 민감한 피부에도 편안합니다.',
    '변색을 줄이는 코팅 처리를 했습니다.',
    '선물 포장 박스가 함께 제공됩니다.',
    '작은 진열대만으로도 눈에 띄는 상품입니다.',
    '다른 액세서리와 레이어드하기 좋습니다.',
  ],
  bag: [
    '넉넉한 수납력으로 데일리 가방으로 좋습니다.',
    '가벼운 소재로 오래 들어도 부담이 없습니다.',
    '안쪽 포켓이 있어 소지품 정리가 편리합니다.',
    '튼튼한 박음질로 오래 사용할 수 있습니다.',
    '계절에 관계없이 꾸준히 판매되는 스테디 아이템입니다.',
    '깔끔한 디자인으로 남녀 모두에게 인기가 있습니다.',
  ],
  phone: [
    '트렌디한 디자인으로 10~20대 손님에게 특히 인기가 많습니다.',
    '가볍고 슬림해 휴대가 간편합니다.',
    '신규 기종이 출시되는 시즌에 판매가 크게 늘어납니다.',
    '매장 벽면 진열에 알맞은 걸이형 패키지입니다.',
  ],
  fashion: [
    '피부에 닿는 느낌이 부드러운 소재를 사용했습니다.',
    '세탁 후에도 변형이 적습니다.',
    '사계절 활용하기 좋은 기본 아이템입니다.',
    '트렌디한 컬러로 코디하기 쉽습니다.',
    '국내 봉제 공장에서 꼼꼼하게 만들었습니다.',
    '커플이나 가족 선물로도 좋습니다.',
  ],
  food: [
    '국내산 원료를 사용해 정성껏 만들었습니다.',
    '보존료를 넣지 않아 받으신 뒤 유통기한을 꼭 확인해 주세요.',
    '개별 포장되어 나눠 먹기 좋습니다.',
    '선물하기 좋은 패키지로 구성했습니다.',
    '카페 디저트 메뉴로 활용하는 매장이 많습니다.',
    '식품 제조 허가를 받은 시설에서 생산합니다.',
  ],
} as const;

/** Sentences any product description may end with (display, packing, shipping). */
export const RETAIL_NOTES = [
  '매장에 진열하면 눈에 잘 띄는 디자인이라 회전율이 좋습니다.',
  '선물용으로 찾는 손님이 많아 시즌과 관계없이 꾸준히 판매됩니다.',
  '소량 주문도 가능해 처음 거래하는 매장도 부담이 없습니다.',
  '개별 OPP 포장으로 입고 후 바로 진열하실 수 있습니다.',
  '주문 확인 후 1~2 영업일 안에 출고됩니다.',
  '재입고 문의가 많은 인기 상품입니다.',
  '상세 사진과 촬영 소스를 판매 페이지에 자유롭게 사용하실 수 있습니다.',
];

const PET_MOTIFS = ['곰돌이', '토끼', '고양이', '강아지', '오리', '개구리', '공룡', '딸기', '복숭아', '구름', '별', '체리', '햄스터', '펭귄'];
const SCENTS = ['라벤더', '화이트머스크', '블랙체리', '우디 앰버', '베르가못', '무화과', '프리지아', '피치 블라썸', '코튼 블랭킷', '시더우드'];

/** One recipe per child category code of lib/catalog/categories.ts. */
export const RECIPES: Record<string, CategoryRecipe> = {
  'season-christmas': {
    main: 'christmas',
    prefixes: ['루돌프', '산타', '눈사람', '진저맨', '눈꽃', '홀리데이', '북유럽풍', '체크 리본'],
    items: ['오너먼트 세트|6개입|12개입', '미니 트리|30cm|45cm', 'LED 가랜드|2m|3m', '양말 오너먼트', '스노우볼', '도어 리스|30cm', '포장 스티커|40매', '카드 세트|5매입', '캔들 홀더', '머그컵|350ml'],
    price: [1500, 25000],
    colors: { rate: 0.15, kind: 'mixed' },
    notes: ['반짝이는 디테일로 매장 분위기를 단번에 연말로 바꿔 줍니다.', '트리 장식과 함께 세트로 진열하기 좋습니다.'],
    itemFocus: {
      '오너먼트 세트': 'home-interior',
      '미니 트리': 'home-interior',
      'LED 가랜드': 'home-interior',
      '양말 오너먼트': 'home-interior',
      스노우볼: 'home-interior',
      '도어 리스': 'home-interior',
      '포장 스티커': 'stationery',
      '카드 세트': 'stationery',
      '캔들 홀더': 'candle',
      머그컵: 'kitchen',
    },
  },
  'season-new-year': {
    main: 'newYear',
    prefixes: ['복', '행운', '새해', '자개', '까치', '매화', '붉은 말', '청사초롱'],
    items: ['세뱃돈 봉투|5매입|10매입', '복주머니 키링', '신년 카드', '탁상 달력|2026', '미니 복주머니|3개입', '새해 엽서 세트|6매입', '떡국 그릇', '자수 파우치'],
    price: [1000, 18000],
    notes: ['붉은 말의 해를 맞아 기운찬 문양을 더했습니다.', '설 선물 포장에 곁들이기 좋은 구성입니다.'],
    itemFocus: {
      '세뱃돈 봉투': 'stationery',
      '복주머니 키링': 'keyring',
      '신년 카드': 'stationery',
      '탁상 달력': 'stationery',
      '미니 복주머니': 'accessory',
      '새해 엽서 세트': 'stationery',
      '떡국 그릇': 'kitchen',
      '자수 파우치': 'bag',
    },
  },
  'season-family-month': {
    main: 'familyMonth',
    prefixes: ['카네이션', '감사', '사랑해요', '효도', '봄꽃', '어버이날'],
    items: ['감사 카드', '용돈 봉투|5매입', '꽃다발 키링', '비누꽃 박스', '미니 화분', '선물 포장 박스|3개입', '감사패 액자', '코사지', '쿠키 선물세트|8개입'],
    price: [1000, 20000],
    colors: { rate: 0.2, kind: 'pastel' },
    notes: ['카네이션을 모티프로 한 사랑스러운 디자인입니다.', '부모님과 선생님께 드리기 좋은 구성입니다.'],
    itemFocus: {
      '감사 카드': 'stationery',
      '용돈 봉투': 'stationery',
      '꽃다발 키링': 'keyring',
      '비누꽃 박스': 'home-interior',
      '미니 화분': 'home-interior',
      '선물 포장 박스': 'stationery',
      '감사패 액자': 'home-interior',
      코사지: 'accessory',
      '쿠키 선물세트': 'food',
    },
  },
  'season-chuseok': {
    main: 'chuseok',
    prefixes: ['보름달', '한가위', '풍요', '전통', '달토끼', '오색'],
    items: ['송편 키링', '보자기 포장|50x50cm|70x70cm', '한과 선물세트', '전통 차 세트', '수저 세트', '유기 그릇 세트', '복주머니', '전 접시', '식혜 선물세트'],
    price: [2000, 35000],
    notes: ['보름달과 달토끼를 담은 한가위 패키지입니다.', '명절 선물 포장으로 바로 쓰실 수 있습니다.'],
    itemFocus: {
      '송편 키링': 'keyring',
      '보자기 포장': 'stationery',
      '한과 선물세트': 'food',
      '전통 차 세트': 'food',
      '수저 세트': 'kitchen',
      '유기 그릇 세트': 'kitchen',
      복주머니: 'accessory',
      '전 접시': 'kitchen',
      '식혜 선물세트': 'food',
    },
  },
  'home-fabric': {
    main: 'home',
    prefixes: ['린넨', '코튼', '와플', '체크', '스트라이프', '자수', '워싱', '데이지'],
    items: ['패브릭 포스터|50x70cm|70x100cm', '테이블보|110x150cm|140x200cm', '가리개 커튼|90x150cm', '앞치마', '티 코스터|2P', '냉장고 커버', '블랭킷|120x150cm', '주방 행주|3매입'],
    price: [3000, 28000],
    colors: { rate: 0.6, kind: 'basic' },
    notes: ['여러 번 세탁해도 변형이 적은 도톰한 원단입니다.', '천연 소재 특유의 자연스러운 질감이 살아 있습니다.'],
  },
  'home-lighting': {
    main: 'home',
    prefixes: ['버섯', '빈티지', '모던', '라탄', '한지', '구름', '미니', '북유럽'],
    items: ['무드등', '단스탠드', 'LED 캔들 조명|3P', '무선 램프', '벽조명', '전구 가랜드|3m|5m', '수면등', '장스탠드'],
    price: [8000, 60000],
    colors: { rate: 0.4, kind: 'basic' },
    notes: ['따뜻한 전구색 빛으로 아늑한 분위기를 만들어 줍니다.', 'KC 인증을 받은 부품을 사용했습니다.'],
  },
  'home-clock': {
    main: 'home',
    prefixes: ['우드', '무소음', '빈티지', '미니멀', '레트로', '파스텔', '대리석'],
    items: ['벽시계|30cm|40cm', '탁상시계', '알람시계', '디지털 시계', '플립 시계', '모래시계'],
    price: [5000, 38000],
    colors: { rate: 0.4, kind: 'pastel' },
    notes: ['초침 소리가 거의 없는 무소음 무브먼트를 사용했습니다.', '한눈에 읽기 쉬운 큼직한 숫자판입니다.'],
  },
  'home-frame': {
    main: 'home',
    prefixes: ['드로잉', '일러스트', '보태니컬', '빈티지', '레터링', '고양이', '바다', '추상화'],
    items: ['포스터', '원목 액자', '아트 프린트', '엽서 액자', '캔버스 액자', '미니 액자'],
    price: [3000, 32000],
    sizes: { rate: 0.55, kind: 'paper' },
    notes: ['색 재현력이 좋은 고급 용지에 인쇄했습니다.', '벽에 걸거나 선반에 세워 두기 좋습니다.'],
  },
  'home-mirror': {
    main: 'home',
    prefixes: ['물결', '원형', '아치형', '빈티지', '골드 프레임', '라탄', '구름', '미니'],
    items: ['거울', '탁상 거울', '전신 거울', '벽거울', '손거울', '접이식 거울'],
    price: [4000, 60000],
    colors: { rate: 0.3, kind: 'basic' },
    notes: ['왜곡이 적은 고급 거울 유리를 사용했습니다.', '파손을 막는 완충 포장으로 안전하게 배송됩니다.'],
  },
  'home-storage': {
    main: 'home',
    prefixes: ['라탄', '패브릭', '투명', '원목', '철제', '접이식', '스태킹', '모듈'],
    items: ['수납 바구니', '정리함', '서랍장|3단|5단', '리모컨 정리함', '틴케이스', '소품 트레이', '선반|2단|3단', '리빙박스'],
    price: [2500, 45000],
    sizes: { rate: 0.35, kind: 'storage' },
    colors: { rate: 0.3, kind: 'basic' },
    notes: ['자잘한 물건을 깔끔하게 정리할 수 있습니다.', '쌓아서 쓸 수 있어 좁은 공간에서도 활용도가 높습니다.'],
  },
  'home-garden': {
    main: 'home',
    prefixes: ['테라코타', '도자기', '행잉', '미니', '유리', '시멘트', '라탄'],
    items: ['화분|10cm|15cm|20cm', '토분|12cm', '물조리개', '수경 재배 화병', '식물 받침대', '가드닝 도구 세트', '플랜트 행거', '화병'],
    price: [2000, 30000],
    notes: ['배수 구멍이 있어 식물을 건강하게 키울 수 있습니다.', '초록 식물과 함께 두면 더 돋보이는 색감입니다.'],
  },
  'home-rug': {
    main: 'home',
    prefixes: ['극세사', '순면', '체크', '웨이브', '튤립', '워셔블', '빈티지', '도트'],
    items: ['러그', '발매트', '주방 매트', '현관 매트', '규조토 발매트', '욕실 매트', '원형 러그'],
    price: [5000, 65000],
    sizes: { rate: 0.5, kind: 'rug' },
    colors: { rate: 0.5, kind: 'earth' },
    notes: ['뒷면 미끄럼 방지 처리로 안전하게 사용할 수 있습니다.', '세탁기에 빨 수 있어 관리가 쉽습니다.'],
  },
  'home-cushion': {
    main: 'home',
    prefixes: ['곰돌이', '구름', '하트', '체크', '벨벳', '자수', '라운드', '뽀글이'],
    items: ['쿠션', '방석', '등쿠션', '쿠션 커버', '바디필로우', '좌식 방석', '목베개'],
    price: [4000, 30000],
    sizes: { rate: 0.4, kind: 'cushion' },
    colors: { rate: 0.6, kind: 'pastel' },
    notes: ['복원력이 좋은 솜을 넉넉하게 채웠습니다.', '커버를 분리해 세탁할 수 있습니다.'],
  },
  'home-object': {
    main: 'home',
    prefixes: ['세라믹', '유리', '원목', '황동', '레진', '대리석', '석고'],
    items: ['오브제', '북엔드', '문진', '미니 조각상', '데코 트레이', '도어 스토퍼', '장식 접시', '뮤직박스'],
    price: [3000, 40000],
    notes: ['하나만 두어도 공간의 분위기가 달라지는 오브제입니다.', '수작업으로 만들어 모양이 조금씩 다를 수 있습니다.'],
  },
  'kitchen-mug': {
    main: 'kitchen',
    prefixes: ['빈티지', '레트로', '도트', '스트라이프', '꽃무늬', '곰돌이', '체리', '모던'],
    items: ['법랑 머그컵|350ml|500ml', '도자기 머그|300ml|350ml', '유리컵|300ml|400ml', '더블월 글라스|250ml|350ml', '에스프레소 잔|80ml', '캠핑 머그|300ml', '손잡이 유리컵|350ml', '머그컵 세트|2P'],
    price: [2500, 18000],
    colors: { rate: 0.35, kind: 'pastel' },
    notes: ['전자레인지와 식기세척기에 사용할 수 있습니다.', '손에 착 감기는 손잡이로 오래 들어도 편안합니다.'],
  },
  'kitchen-tableware': {
    main: 'kitchen',
    prefixes: ['빈티지', '유광', '무광 스톤', '림', '한식', '북유럽', '플라워', '라인', '백자'],
    items: ['접시|18cm|21cm|25cm', '오벌 접시|24cm', '공기', '대접', '파스타 볼', '디저트 플레이트', '찬기|3P', '식기 세트|4P'],
    price: [2500, 35000],
    colors: { rate: 0.25, kind: 'basic' },
    notes: ['고온에서 구워 내 단단하고 이가 잘 빠지지 않습니다.', '어떤 음식도 돋보이게 하는 차분한 유약 색입니다.'],
  },
  'kitchen-cutlery': {
    main: 'kitchen',
    prefixes: ['골드', '무광 블랙', '원목', '자개', '스테인리스', '빈티지', '로즈골드'],
    items: ['수저 세트', '디저트 포크|4P', '티스푼|4P', '커트러리 세트|4P', '젓가락|5쌍', '버터나이프', '파스타 포크', '수저받침|4P'],
    price: [1500, 22000],
    notes: ['녹이 잘 슬지 않는 스테인리스 소재입니다.', '선물 상자에 담아 드려 선물용으로 좋습니다.'],
  },
  'kitchen-goods': {
    main: 'kitchen',
    prefixes: ['실리콘', '원목', '스텐', '곰돌이', '파스텔', '항균', '접이식'],
    items: ['냄비받침', '도마', '주걱', '집게', '밀폐용기|500ml|1L', '수세미|3P', '양념통|3P', '키친타월 홀더', '계량스푼 세트'],
    price: [1500, 20000],
    colors: { rate: 0.3, kind: 'pastel' },
    notes: ['열에 강한 소재로 안심하고 쓸 수 있습니다.', '주방에 걸어 두어도 예쁜 디자인입니다.'],
  },
  'kitchen-tumbler': {
    main: 'kitchen',
    prefixes: ['스테인리스', '트라이탄', '빨대', '무광', '파스텔', '캠핑', '보온보냉'],
    items: ['텀블러|350ml|500ml', '보틀|500ml|750ml', '콜드컵|473ml', '원터치 보틀|500ml', '유리 보틀|400ml', '키즈 빨대컵|300ml', '머그 텀블러|400ml'],
    price: [4000, 26000],
    colors: { rate: 0.65, kind: 'pastel' },
    notes: ['이중 진공 구조로 보온과 보냉이 오래 유지됩니다.', '뚜껑의 실리콘 패킹으로 새지 않습니다.'],
  },
  'kitchen-placemat': {
    main: 'kitchen',
    prefixes: ['린넨', 'PVC', '라탄', '체크', '자수', '방수', '코르크', '꽃자수'],
    items: ['테이블매트', '티매트', '코스터|4P', '테이블 러너|150cm', '도시락 보자기', '식탁 매트 세트|2P'],
    price: [1500, 15000],
    colors: { rate: 0.45, kind: 'earth' },
    notes: ['물에 강해 젖은 행주로 쓱 닦아 내면 됩니다.', '식탁에 깔기만 해도 카페 같은 분위기가 납니다.'],
  },
  'keyring-acrylic': {
    main: 'keyring',
    prefixes: PET_MOTIFS,
    items: ['아크릴 키링', '홀로그램 아크릴 키링', '쉐이커 키링', '아크릴 스탠드 키링', '글리터 키링'],
    price: [1000, 4500],
    notes: ['양면 인쇄로 앞뒤 모두 선명합니다.', '두께감 있는 아크릴로 쉽게 깨지지 않습니다.'],
  },
  'keyring-doll': {
    main: 'keyring',
    prefixes: ['말랑 곰돌이', '뽀글 양', '복슬 강아지', '아기 오리', '졸린 고양이', '수줍은 토끼', '미니 판다', '통통 햄스터', '꼬마 펭귄', '봄날 병아리'],
    items: ['인형 키링', '봉제 키링', '미니 인형 키링', '백참 인형', '뜨개 인형 키링'],
    price: [3000, 9500],
    notes: ['부드러운 촉감의 원단으로 만들어 자꾸 만지고 싶어집니다.', 'KC 인증을 마친 봉제 인형입니다.'],
  },
  'keyring-metal': {
    main: 'keyring',
    prefixes: ['이니셜', '하트', '클로버', '별자리', '빈티지', '레터링', '초승달', '미니 자물쇠'],
    items: ['메탈 키링', '에나멜 키링', '황동 키링', '키홀더', '카라비너 키링', '참 키링'],
    price: [1500, 7000],
    colors: { rate: 0.35, kind: 'metal' },
    notes: ['변색을 줄이는 도금 처리를 했습니다.', '묵직한 무게감으로 고급스러운 느낌을 줍니다.'],
  },
  'keyring-resin': {
    main: 'keyring',
    prefixes: ['압화', '조개', '바다', '글리터', '꽃잎', '우주', '오로라', '젤리'],
    items: ['레진 키링', '레진 참', '드라이플라워 키링', '레진 키홀더'],
    price: [2000, 8000],
    notes: ['하나하나 손으로 만들어 무늬가 조금씩 다릅니다.', '빛을 받으면 은은하게 반짝입니다.'],
  },
  'stationery-note': {
    main: 'stationery',
    prefixes: ['만년', '무지', '격자', '하루 한 줄', '스프링', '크라프트', '양장', '고양이'],
    items: ['다이어리', '노트|A5|B5', '위클리 플래너', '스케줄러', '줄노트|3권', '스케치북', '리필 속지|A5', '독서 기록장'],
    price: [1500, 14000],
    notes: ['뒷비침이 적은 도톰한 내지를 사용했습니다.', '180도로 펼쳐져 필기하기 편합니다.'],
  },
  'stationery-pen': {
    main: 'stationery',
    prefixes: ['파스텔', '빈티지', '캐릭터', '투명 바디', '우드', '메탈', '미니', '슬림'],
    items: ['볼펜', '젤펜|0.5mm|0.38mm', '형광펜|5색', '색연필|12색|24색', '샤프|0.5mm', '만년필', '연필 세트|12개입', '마커 세트|6색'],
    price: [500, 15000],
    colors: { rate: 0.35, kind: 'pastel' },
    notes: ['끊김 없이 부드럽게 써지는 잉크를 사용했습니다.', '손에 편하게 쥐어지는 그립감입니다.'],
  },
  'stationery-sticker': {
    main: 'stationery',
    prefixes: ['다꾸', '빈티지', '레터링', '꽃', '동물', '과일', '일상', '체크'],
    items: ['스티커 팩|30매', '씰 스티커|40매', '마스킹 테이프|15mm', '리무버블 스티커', '도무송 스티커', '스티커 북', '인덱스 스티커'],
    price: [500, 5000],
    notes: ['떼어도 자국이 남지 않는 리무버블 점착제를 사용했습니다.', '다이어리 꾸미기에 딱 맞는 크기입니다.'],
  },
  'stationery-memo': {
    main: 'stationery',
    prefixes: ['구름', '체크', '과일', '곰돌이', '빈티지', '모눈', '하트', '레터'],
    items: ['떡메모지|100매', '점착 메모지|80매', '투명 메모지', '체크리스트 메모지', '메모 패드|50매', '인덱스 메모지'],
    price: [500, 4000],
    notes: ['한 장씩 깔끔하게 뜯어 쓸 수 있습니다.', '책상 위에 두기만 해도 기분이 좋아지는 디자인입니다.'],
  },
  'stationery-card': {
    main: 'stationery',
    prefixes: ['수채화', '일러스트', '레터프레스', '감사', '생일', '축하', '풍경', '캘리그라피'],
    items: ['엽서', '엽서 세트|10매', '카드', '편지지 세트', '봉투 세트|5매', '포토 카드', '접지 카드'],
    price: [500, 6000],
    notes: ['도톰한 고급 용지에 인쇄해 손글씨가 잘 써집니다.', '봉투가 함께 들어 있어 바로 선물할 수 있습니다.'],
  },
  'stationery-file': {
    main: 'stationery',
    prefixes: ['반투명', '파스텔', '크라프트', '체크', '미니멀', '가죽', '캐릭터'],
    items: ['파일 폴더|A4', '클리어 파일|20매', '바인더|A5|A4', '서류 정리함', 'L자 파일|5매', '6공 바인더'],
    price: [800, 12000],
    colors: { rate: 0.4, kind: 'pastel' },
    notes: ['서류가 구겨지지 않게 단단하게 잡아 줍니다.', '라벨을 붙여 분류하기 쉽습니다.'],
  },
  'candle-candle': {
    main: 'candle',
    prefixes: SCENTS,
    items: ['소이 캔들|120g|200g', '비즈왁스 캔들', '필라 캔들', '틴 캔들|80g', '컨테이너 캔들|300g', '티라이트 캔들|12개입', '마블 캔들'],
    price: [3000, 28000],
    sizes: { rate: 0.25, kind: 'candle' },
    notes: ['우드 심지가 타닥타닥 타는 소리까지 즐길 수 있습니다.', '연소 시간이 길어 오래 향을 즐길 수 있습니다.'],
  },
  'candle-diffuser': {
    main: 'candle',
    prefixes: SCENTS,
    items: ['디퓨저|100ml|200ml', '디퓨저 리필액|200ml|500ml', '차량용 디퓨저', '섬유향수|100ml', '룸스프레이|100ml', '석고 방향제'],
    price: [2500, 32000],
    sizes: { rate: 0.3, kind: 'diffuser' },
    notes: ['발향력이 좋은 리드 스틱이 함께 들어 있습니다.', '한 병으로 2~3개월 동안 향을 즐길 수 있습니다.'],
  },
  'candle-incense': {
    main: 'candle',
    prefixes: ['팔로산토', '샌달우드', '백단향', '라벤더', '연꽃', '세이지', '시더우드', '자스민'],
    items: ['인센스 스틱|20개입|40개입', '인센스 콘|10개입', '인센스 세트', '스머지 스틱', '인센스 홀더 세트'],
    price: [2000, 16000],
    notes: ['천연 재료로 만들어 연기가 부드럽습니다.', '명상과 요가 시간에 곁들이기 좋은 향입니다.'],
  },
  'candle-goods': {
    main: 'candle',
    prefixes: ['황동', '무광 블랙', '골드', '세라믹', '유리', '원목'],
    items: ['캔들 워머', '심지 트리머', '캔들 스너퍼', '캔들 홀더', '캔들 트레이', '캔들 워머 램프', '랜턴', '성냥 세트'],
    price: [2000, 45000],
    notes: ['캔들을 더 안전하고 오래 쓰게 돕는 도구입니다.', '캔들과 함께 진열하면 세트 구매가 늘어납니다.'],
  },
  'accessory-earring': {
    main: 'accessory',
    prefixes: ['진주', '하트', '꽃', '큐빅', '볼드', '드롭', '실버925', '원석'],
    items: ['귀걸이', '이어커프', '드롭 귀걸이', '링 귀걸이', '귀찌', '피어싱'],
    price: [2000, 15000],
    colors: { rate: 0.5, kind: 'metal' },
    notes: ['가벼워서 하루 종일 착용해도 귀가 편안합니다.', '은침을 사용해 알레르기 걱정을 덜었습니다.'],
  },
  'accessory-necklace': {
    main: 'accessory',
    prefixes: ['진주', '하트', '데이지', '이니셜', '체인', '원석', '레이어드', '실버925'],
    items: ['목걸이', '초커', '펜던트 목걸이', '체인 목걸이', '비즈 목걸이'],
    price: [3000, 22000],
    colors: { rate: 0.5, kind: 'metal' },
    notes: ['길이 조절 체인이 있어 원하는 길이로 착용할 수 있습니다.', '단독으로도, 레이어드해도 잘 어울립니다.'],
  },
  'accessory-ring': {
    main: 'accessory',
    prefixes: ['심플', '큐빅', '진주', '꼬임', '실버925', '두줄', '볼드', '데이지'],
    items: ['반지', '실반지', '오픈링', '커플링', '세트 반지|3P', '너클링'],
    price: [2000, 18000],
    sizes: { rate: 0.6, kind: 'ring' },
    colors: { rate: 0.4, kind: 'metal' },
    notes: ['매끈하게 다듬어 손가락에 부드럽게 감깁니다.', '여러 개를 겹쳐 끼면 더 멋스럽습니다.'],
  },
  'accessory-hair': {
    main: 'accessory',
    prefixes: ['진주', '리본', '벨벳', '스트라이프', '체크', '데이지', '쉬폰', '자개'],
    items: ['집게핀', '머리끈|3P', '헤어밴드', '곱창 밴드', '똑딱핀|2P', '바나나핀', '리본 핀', '헤어 클립 세트|4P'],
    price: [1000, 9000],
    colors: { rate: 0.55, kind: 'mixed' },
    notes: ['머리카락이 잘 끼지 않게 마감했습니다.', '계절마다 색을 바꿔 진열하기 좋은 아이템입니다.'],
  },
  'accessory-bracelet': {
    main: 'accessory',
    prefixes: ['비즈', '진주', '체인', '가죽', '원석', '실버925', '매듭', '꼬임'],
    items: ['팔찌', '뱅글', '발찌', '참 팔찌', '우정 팔찌|2P'],
    price: [2000, 16000],
    colors: { rate: 0.45, kind: 'metal' },
    notes: ['손목 둘레에 맞게 길이를 조절할 수 있습니다.', '친구와 나눠 끼기 좋은 디자인입니다.'],
  },
  'bag-eco': {
    main: 'bag',
    prefixes: ['캔버스', '코튼', '일러스트', '레터링', '스트라이프', '포켓', '빅', '미니'],
    items: ['에코백', '숄더 에코백', '토트 에코백', '장바구니', '접이식 에코백'],
    price: [3500, 16000],
    colors: { rate: 0.6, kind: 'basic' },
    notes: ['A4 파일과 노트북이 넉넉히 들어가는 크기입니다.', '두꺼운 캔버스 원단으로 처지지 않습니다.'],
  },
  'bag-pouch': {
    main: 'bag',
    prefixes: ['패딩', '누빔', '퀼팅', '투명', '캔버스', '체크', '레더', '뽀글이'],
    items: ['파우치', '화장품 파우치', '필통 파우치', '미니 파우치', '카드 지갑', '동전 지갑', '멀티 파우치'],
    price: [2000, 14000],
    colors: { rate: 0.6, kind: 'pastel' },
    notes: ['부드럽게 열리는 지퍼를 사용했습니다.', '가방 속 소지품을 깔끔하게 정리해 줍니다.'],
  },
  'bag-backpack': {
    main: 'bag',
    prefixes: ['나일론', '캔버스', '데일리', '미니', '경량', '빈티지', '캠퍼스'],
    items: ['백팩', '미니 백팩', '노트북 백팩', '데이팩', '롤탑 백팩'],
    price: [12000, 48000],
    colors: { rate: 0.7, kind: 'earth' },
    notes: ['어깨 패드가 있어 무거운 짐도 편하게 멜 수 있습니다.', '15인치 노트북까지 들어가는 수납공간이 있습니다.'],
  },
  'bag-cross': {
    main: 'bag',
    prefixes: ['나일론', '레더', '미니', '퀼팅', '슬링', '캔버스', '스퀘어'],
    items: ['크로스백', '메신저백', '슬링백', '휴대폰 크로스백', '웨이스트백'],
    price: [7000, 36000],
    colors: { rate: 0.7, kind: 'basic' },
    notes: ['스트랩 길이를 조절해 크로스와 숄더로 멜 수 있습니다.', '지갑과 휴대폰이 쏙 들어가는 실용적인 크기입니다.'],
  },
  'phone-iphone': {
    main: 'phone',
    prefixes: ['투명', '곰돌이', '체크', '도트', '구름', '꽃무늬', '스마일', '파스텔', '빈티지 플라워', '무광'],
    items: ['아이폰 하드 케이스', '아이폰 실리콘 케이스', '아이폰 젤리 케이스', '아이폰 카드 수납 케이스', '아이폰 미러 케이스', '아이폰 맥세이프 케이스'],
    price: [2500, 12000],
    sizes: { rate: 1, kind: 'iphone' },
    colors: { rate: 0.35, kind: 'case' },
    notes: ['기종별 정밀 금형으로 버튼과 카메라 구멍이 정확히 맞습니다.', '모서리 에어 쿠션이 떨어뜨릴 때의 충격을 줄여 줍니다.'],
  },
  'phone-galaxy': {
    main: 'phone',
    prefixes: ['투명', '곰돌이', '체크', '도트', '구름', '꽃무늬', '스마일', '파스텔', '빈티지 플라워', '무광'],
    items: ['갤럭시 하드 케이스', '갤럭시 젤리 케이스', '갤럭시 카드 수납 케이스', '갤럭시 범퍼 케이스', '갤럭시 플립 케이스'],
    price: [2500, 12000],
    sizes: { rate: 1, kind: 'galaxy' },
    colors: { rate: 0.35, kind: 'case' },
    notes: ['기종별 정밀 금형으로 버튼과 카메라 구멍이 정확히 맞습니다.', '변색이 적은 소재라 오래 깨끗하게 쓸 수 있습니다.'],
  },
  'phone-grip': {
    main: 'phone',
    prefixes: ['곰돌이', '스마일', '튤립', '자개', '에폭시', '구름', '하트', '체리'],
    items: ['그립톡', '맥세이프 그립톡', '스마트톡', '거울 그립톡', '스트랩 그립', '핸드폰 스트랩'],
    price: [1500, 7000],
    notes: ['접착력이 강하면서도 깨끗하게 떼어 낼 수 있습니다.', '거치대로도 쓸 수 있어 영상을 볼 때 편리합니다.'],
  },
  'phone-cable': {
    main: 'phone',
    prefixes: ['고속', '슬림', '미니', '파스텔', '투명', '곰돌이', '휴대용'],
    items: ['C타입 충전 케이블|1m|2m', 'PD 충전기|20W|35W', '무선 충전 패드', '보조배터리|5000mAh|10000mAh', '케이블 정리 홀더', '멀티 어댑터'],
    price: [2000, 26000],
    colors: { rate: 0.3, kind: 'pastel' },
    notes: ['KC 전기용품 안전 인증을 받은 제품입니다.', '과충전 방지 회로로 안심하고 쓸 수 있습니다.'],
  },
  'fashion-socks': {
    main: 'fashion',
    prefixes: ['골지', '도트', '캐릭터', '체크', '레터링', '스트라이프', '파스텔', '곰돌이', '무지'],
    items: ['양말|3족', '중목 양말', '덧신 양말|5족', '발목 양말', '장목 양말', '수면 양말', '니삭스'],
    price: [800, 6000],
    sizes: { rate: 0.5, kind: 'socks' },
    colors: { rate: 0.5, kind: 'mixed' },
    notes: ['면 함량이 높아 땀 흡수가 잘 됩니다.', '발목 밴드가 조이지 않아 편안합니다.'],
  },
  'fashion-hat': {
    main: 'fashion',
    prefixes: ['워싱', '코듀로이', '자수', '레터링', '니트', '빈티지', '린넨', '나일론'],
    items: ['볼캡', '버킷햇', '비니', '벙거지', '캠프캡', '썬캡', '베레모'],
    price: [4000, 16000],
    sizes: { rate: 0.7, kind: 'hat' },
    colors: { rate: 0.7, kind: 'earth' },
    notes: ['뒷면 스트랩으로 머리 둘레를 조절할 수 있습니다.', '얼굴이 작아 보이는 깊은 핏입니다.'],
  },
  'fashion-scarf': {
    main: 'fashion',
    prefixes: ['캐시미어 터치', '체크', '니트', '실크', '쉬폰', '울', '프린지', '페이즐리'],
    items: ['머플러', '스카프', '목도리', '트윌리 스카프', '반다나', '숄'],
    price: [3000, 24000],
    colors: { rate: 0.7, kind: 'mixed' },
    notes: ['부드러운 촉감으로 목에 닿아도 따갑지 않습니다.', '가방에 묶어 포인트 아이템으로 활용해도 좋습니다.'],
  },
  'fashion-tshirt': {
    main: 'fashion',
    prefixes: ['오버핏', '레터링', '피그먼트', '베이직', '스트라이프', '그래픽', '크롭', '헤비코튼'],
    items: ['반팔 티셔츠', '긴팔 티셔츠', '맨투맨', '티셔츠', '나시', '헨리넥 티셔츠'],
    price: [6000, 22000],
    sizes: { rate: 1, kind: 'apparel' },
    colors: { rate: 0.85, kind: 'basic' },
    notes: ['목이 늘어나지 않도록 넥 라인을 탄탄하게 마감했습니다.', '20수 코튼 원단으로 힘 있게 떨어지는 핏입니다.'],
  },
  'fashion-homewear': {
    main: 'fashion',
    prefixes: ['거즈', '순면', '체크', '극세사', '인견', '곰돌이', '모달', '린넨'],
    items: ['잠옷 세트', '파자마', '홈웨어 세트', '원피스 잠옷', '홈웨어 반바지', '수면 바지', '라운지 팬츠'],
    price: [7000, 32000],
    sizes: { rate: 1, kind: 'apparel' },
    colors: { rate: 0.75, kind: 'pastel' },
    notes: ['허리 밴딩이 편안해 하루 종일 입기 좋습니다.', '여러 번 빨아도 보풀이 적은 원단입니다.'],
  },
  'food-snack': {
    main: 'food',
    prefixes: ['수제', '쌀', '유기농', '버터', '무설탕', '전통', '우리밀', '미니'],
    items: ['쿠키|6개입|12개입', '약과|10개입', '마들렌|5개입', '그래놀라|300g', '누룽지칩', '쌀강정', '스콘|4개입', '다쿠아즈|6개입', '젤리|200g'],
    price: [2000, 15000],
    notes: ['매일 아침 소량씩 구워 신선하게 보내 드립니다.', '달지 않아 남녀노소 좋아하는 맛입니다.'],
  },
  'food-tea': {
    main: 'food',
    prefixes: ['제주', '하동', '보성', '유기농', '디카페인', '블렌딩', '핸드드립'],
    items: ['녹차|20티백', '홍차|20티백', '허브티|15티백', '드립백 커피|10개입', '원두|200g|500g', '보리차|30티백', '유자차|500g', '콜드브루 원액|500ml'],
    price: [3000, 24000],
    notes: ['찻잎을 그대로 담은 삼각 티백이라 우러나는 맛이 깊습니다.', '로스팅 후 바로 포장해 향이 살아 있습니다.'],
  },
  'food-jam': {
    main: 'food',
    prefixes: ['수제', '무농약', '제주', '유기농', '저당', '프리미엄', '시골'],
    items: ['딸기잼|240g', '블루베리잼|240g', '무화과잼|200g', '밀크잼|200g', '땅콩버터|300g', '바질 페스토|150g', '수제청|500ml', '아카시아 꿀|500g'],
    price: [3500, 18000],
    notes: ['과육을 듬뿍 넣어 씹히는 식감이 살아 있습니다.', '빵과 요거트에 곁들이기 좋습니다.'],
  },
  'food-gift': {
    main: 'food',
    prefixes: ['감사', '프리미엄', '수제', '전통', '건강', '데일리', '미니'],
    items: ['간식 선물세트', '견과 선물세트', '차 선물세트', '쿠키 선물세트', '꿀 선물세트', '한과 선물세트', '과일청 선물세트'],
    price: [8000, 45000],
    notes: ['고급 상자와 쇼핑백이 함께 제공됩니다.', '기업 단체 선물로도 많이 주문하는 구성입니다.'],
  },
};

/** How much of the catalogue each main category gets (child categories share it equally). */
export const MAIN_WEIGHTS: Record<string, number> = {
  season: 4,
  'home-interior': 18,
  kitchen: 12,
  keyring: 8,
  stationery: 10,
  candle: 7,
  accessory: 9,
  bag: 7,
  phone: 8,
  fashion: 11,
  food: 6,
};
