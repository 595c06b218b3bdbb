/**
 * The product page's option grid (components/catalog/OptionGrid.tsx): several
 * colours x sizes put in the cart with one tap. Its own file, so its texts load
 * with the grid's code and not with the page.
 */
import { formatCount, formatWon } from '@/lib/format';

const units = (count: number) => `${formatCount(count)}개`;

export const optionGridMessages = {
  heading: '여러 옵션 한 번에 담기',
  hint: (min: number, step: number) =>
    step > 1 ? `옵션마다 최소 ${units(min)}부터 ${units(step)} 단위로 입력하세요.` : `옵션마다 최소 ${units(min)} 이상 입력하세요.`,
  tiersOverTotal: '색상·사이즈를 합친 수량으로 수량별 단가가 적용됩니다.',
  tiersPerLine: '수량별 단가는 옵션마다 따로 적용됩니다.',
  colors: '색상',
  sizes: '사이즈',
  /** Names unlike the single stepper's (수량, 수량 늘리기), so each control has a name of its own. */
  cellLabel: (option: string) => `${option} 주문량`,
  decrease: (option: string) => `${option} 줄이기`,
  increase: (option: string) => `${option} 늘리기`,
  stock: (count: number) => `재고 ${units(count)}`,
  soldOut: '품절',
  /** The running total. */
  totalPieces: '선택 수량',
  pieces: (count: number) => units(count),
  priceLine: (count: number, unit: number) => `${units(count)} × ${formatWon(unit)}`,
  total: '합계',
  addAll: (lines: number) => (lines > 0 ? `${lines}개 옵션 한 번에 담기` : '담을 수량을 입력하세요'),
  added: (lines: number) => `${lines}개 옵션을 장바구니에 담았습니다.`,
  fixCells: '수량을 확인해 주세요. 옵션 아래 안내가 있습니다.',
  failed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
