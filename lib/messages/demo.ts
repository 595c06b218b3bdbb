/**
 * The notice every page of a demo shop shows (DEMO_MODE; pages/_document.tsx), in a module of
 * its own: only the server document reads it, so no page's JavaScript carries it.
 */
export const demoMessages = {
  label: '데모 상점 안내',
  text: '데모 상점입니다. 결제는 모의로 처리되어 실제로 청구되지 않으며, 주문한 상품은 배송되지 않습니다.',
} as const;
