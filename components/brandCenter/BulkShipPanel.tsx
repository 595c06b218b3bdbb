import { lazy } from 'react';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { ExcelPanel } from './ExcelPanel';

const BulkShipForm = lazy(() => import('./BulkShipForm').then((module) => ({ default: module.BulkShipForm })));

/** 엑셀로 한 번에 발송 on the 신규 tab: the title, and the form once opened (./BulkShipForm.tsx). */
export function BulkShipPanel({ onShipped }: { onShipped: (message: string) => void }) {
  return (
    <ExcelPanel title={brandOrderMessages.bulk.title}>
      <BulkShipForm onShipped={onShipped} />
    </ExcelPanel>
  );
}
