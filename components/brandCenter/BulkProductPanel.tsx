import { lazy } from 'react';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { ExcelPanel } from './ExcelPanel';

const BulkProductForm = lazy(() => import('./BulkProductForm').then((module) => ({ default: module.BulkProductForm })));

/** 엑셀로 상품 등록·수정 above the product list: the title, and the form once opened (./BulkProductForm.tsx). */
export function BulkProductPanel({ onSaved }: { onSaved: (message: string) => void }) {
  return (
    <ExcelPanel title={brandProductsMessages.list.bulkTitle}>
      <BulkProductForm onSaved={onSaved} />
    </ExcelPanel>
  );
}
