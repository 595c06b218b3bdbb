import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { colors, space } from '@/styles/theme';

const text = catalogMessages.listing;
const FORM_ID = 'sheet-form';

export interface FilterSheetProps extends Omit<FilterPanelProps, 'idPrefix' | 'formId' | 'onSubmitted'> {
  open: boolean;
  onClose: () => void;
  total: number;
}

/**
 * The filters on a phone: a bottom sheet (a dialog with its focus trap,
 * components/ui/Modal.tsx). Each toggle navigates as on a desktop, so the
 * button below shows the count of the list as it now is, and closes the
 * sheet (applying the price inputs first). Loaded on first use
 * (./ProductListing.tsx), since a desktop never opens it.
 */
export function FilterSheet({ open, onClose, total, ...panel }: FilterSheetProps) {
  return (
    <Modal open={open} onClose={onClose} title={text.filters} closeLabel={text.closeFilters}>
      <FilterPanel {...panel} idPrefix="sheet" formId={FORM_ID} onSubmitted={onClose} />
      <Footer>
        <Button type="submit" form={FORM_ID} $size="lg" $block>
          {text.showResults(total)}
        </Button>
      </Footer>
    </Modal>
  );
}

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  margin-top: ${space.xl};
  padding-top: ${space.md};
  background: ${colors.background};
`;
