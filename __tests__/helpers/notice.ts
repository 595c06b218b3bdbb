import type { BrandProductInput } from '@/lib/brandCenter/brandProducts.contract';

/** A full 상품정보제공고시 of the 기타 재화 group (the usual one of 시즌상품 > 크리스마스, BRAND_CATEGORY_OPTIONS[0]). */
export const OTHER_NOTICE: BrandProductInput['notice'] = {
  group: 'other',
  values: {
    itemName: '펭귄 뜨개 장갑',
    certification: '해당 없음',
    origin: '대한민국',
    maker: '상품관리 브랜드 / 경기도 파주시',
    material: '울 100%',
    bulk: 'FREE',
    warranty: '소비자분쟁해결기준(공정거래위원회 고시)에 따름',
    afterService: '상품관리 브랜드 070-1234-5678',
  },
};
