/**
 * 상품정보제공고시 (전자상거래 등에서의 상품 등의 정보제공에 관한 고시, 공정거래위원회):
 * the names of its product groups and of their items as the notice words
 * them, the hints the brand's form shows, and the checks' messages. The groups
 * and which items each has are lib/catalog/productNotice.ts.
 */

export const NOT_APPLICABLE = '해당 없음';

/** One item of the notice: its label, and a hint for the brand (what the 고시 asks for). */
const item = (label: string, hint?: string) => ({ label, hint });
const orNone = `해당하지 않으면 '${NOT_APPLICABLE}'이라고 적어 주세요.`;

export const productNoticeMessages = {
  heading: '상품정보제공고시',
  groups: {
    clothing: '의류',
    bag: '가방',
    fashionGoods: '패션잡화(모자/벨트/액세서리)',
    bedding: '침구류/커튼',
    furniture: '가구',
    appliance: '가정용 전기제품',
    smallElectronics: '소형전자',
    kitchen: '주방용품',
    processedFood: '식품(가공식품)',
    livingChemical: '생활화학제품',
    other: '기타 재화',
  },
  items: {
    itemName: item('품명 및 모델명'),
    productName: item('제품명'),
    kind: item('종류', '예: 토트백, 집게핀'),
    fabric: item('제품 소재', '섬유의 조성 또는 혼용률을 백분율로 적어 주세요. 예: 면 100%'),
    beddingFabric: item('제품 소재', '혼용률(%)과, 충전재를 쓴 제품은 충전재를 함께 적어 주세요.'),
    material: item('소재'),
    mainMaterial: item('주요 소재'),
    kitchenMaterial: item('재질', '예: 도자기, 스테인리스(STS304)'),
    ingredients: item('원재료명 및 함량', '원산지 표시를 포함해 적어 주세요.'),
    color: item('색상', "옵션으로 고르는 상품은 '옵션 참조'라고 적어도 됩니다."),
    size: item('치수'),
    bulk: item('크기'),
    sizeWeight: item('크기, 무게'),
    applianceSize: item('크기(용량, 형태 포함)'),
    foodAmount: item('포장단위별 내용물의 용량(중량), 수량'),
    chemicalAmount: item('중량·용량·매수'),
    composition: item('제품 구성'),
    parts: item('구성품'),
    maker: item('제조자(수입자)', '수입품은 수입자를 함께 적어 주세요.'),
    producer: item('생산자 및 소재지', '수입품은 생산자, 수입자와 제조국을 적어 주세요.'),
    chemicalMaker: item('제조사(수입자)', '수입제품은 수입자를 함께 적어 주세요.'),
    origin: item('제조국(원산지)'),
    kc: item('KC 인증 필 유무', `인증 번호를 적거나, 인증 대상이 아니면 '${NOT_APPLICABLE}'이라고 적어 주세요.`),
    certification: item('법에 의한 인증·허가 사항', `KC 인증 등 받은 인증을 적고, 없으면 '${NOT_APPLICABLE}'이라고 적어 주세요.`),
    washCare: item('세탁방법 및 취급 시 주의사항'),
    care: item('취급 시 주의사항'),
    madeOn: item('제조연월', '예: 2026년 9월'),
    releasedOn: item('동일 모델의 출시년월', '예: 2026년 3월'),
    power: item('정격전압, 소비전력', '예: DC 5V, 3W'),
    energyGrade: item('에너지소비효율등급', orNone),
    specs: item('주요 사양'),
    installCost: item('배송·설치비용'),
    foodType: item('식품의 유형', '예: 과자, 잼류, 침출차'),
    foodDates: item('제조연월일, 소비기한', '예: 제조일로부터 6개월 (제품에 별도 표기)'),
    nutrition: item('영양성분', `표시 대상이 아니면 '${NOT_APPLICABLE}'이라고 적어 주세요.`),
    gmo: item('유전자변형식품 표시', orNone),
    importNotice: item('수입신고 문구', "수입 식품·기구는 '수입식품안전관리 특별법에 따른 수입신고를 필함', 아니면 '해당 없음'."),
    storage: item('보관방법'),
    foodCaution: item('소비자안전을 위한 주의사항', '알레르기 유발 성분 등'),
    usage: item('용도 및 제형', '예: 방향제, 고체형'),
    chemicalDates: item('제조연월일, 사용기한', orNone),
    effect: item('효과·효능', '승인 대상 제품만 적어 주세요.'),
    childPack: item('어린이 보호포장 대상 여부', '예: 대상 아님'),
    chemicals: item('제품에 사용된 화학물질 명칭', '주요 물질, 보존제 등 표시 의무 물질'),
    safetyNo: item('안전기준 적합확인 신고번호 또는 승인번호'),
    chemicalCaution: item('사용할 때 주의사항'),
    warranty: item('품질보증기준', '예: 소비자분쟁해결기준(공정거래위원회 고시)에 따름'),
    afterService: item('A/S 책임자와 전화번호', '예: 브랜드 고객센터 02-123-4567'),
    consumerPhone: item('소비자상담 관련 전화번호'),
  },
  form: {
    legend: '상품정보제공고시',
    hint: '전자상거래법에 따라 상품 페이지에 표시되는 정보입니다. 카테고리에 맞는 상품군의 항목을 모두 입력해 주세요.',
    group: '상품군',
    chooseCategory: '카테고리를 먼저 선택하면 상품군의 항목이 나타납니다.',
    optional: '(선택)',
  },
  errors: {
    groupInvalid: '이 카테고리에 맞는 상품정보제공고시 상품군을 선택해 주세요.',
    required: (label: string) => `상품정보제공고시의 '${label}'을(를) 입력해 주세요.`,
    tooLong: (label: string, max: number) => `상품정보제공고시의 '${label}'은(는) ${max}자 이내로 입력해 주세요.`,
  },
} as const;

export type NoticeItemKey = keyof typeof productNoticeMessages.items;
export type NoticeGroupId = keyof typeof productNoticeMessages.groups;
