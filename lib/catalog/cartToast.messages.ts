/**
 * The notice after the product page put lines in the cart
 * (components/catalog/CartToast.tsx). Its own file, so its texts load with
 * the toast's code, not with the page.
 */
export const cartToastMessages = {
  addedToCart: '장바구니에 담았습니다.',
  viewCart: '장바구니 보기',
  closeToast: '알림 닫기',
} as const;
