import styled from 'styled-components';
import { FormActions } from '@/components/ui/FormActions';
import { Modal } from '@/components/ui/Modal';
import type { BrandProductListItem } from '@/lib/brandCenter/brandProducts.contract';
import { PRODUCT_LIMITS } from '@/lib/brandCenter/brandProducts.contract';
import { toast } from '@/lib/client/alerts';
import { patchBrandProduct } from '@/lib/brandCenter/client/brandProducts';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { FieldHint } from '@/components/ui/fieldParts';
import { ProductField, intValue, toInt } from './ProductParts';
import { space } from '@/styles/theme';

const text = brandProductsMessages;

export interface ProductStockDialogProps {
  product: BrandProductListItem;
  onClose: () => void;
  /** The product as the server answered after saving. */
  onSaved: (item: BrandProductListItem) => void;
}

/**
 * The list's quick stock edit: one box per option with the stock it has now.
 * Only changed options are sent, each with the stock shown (`previousStock`),
 * so an order placed meanwhile is a Korean 409 next to that option instead of
 * a silent overwrite.
 */
export function ProductStockDialog({ product, onClose, onSaved }: ProductStockDialogProps) {
  // One value per option, by its index in the list.
  const form = useForm<Record<string, number>, string>({
    initial: () => Object.fromEntries(product.options.map((option, index) => [index, option.stock])),
    validate: (stocks) =>
      Object.fromEntries(
        Object.entries(stocks).map(([index, value]) => [
          index,
          !Number.isInteger(value) || value < 0 || value > PRODUCT_LIMITS.stockMax ? text.errors.stockInvalid(PRODUCT_LIMITS.stockMax) : undefined,
        ]),
      ),
    onChange: 'keep',
  });
  const values = product.options.map((_, index) => form.values[index]);
  const total = values.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);

  const submit = form.handleSubmit(async () => {
    const changed = product.options
      .map((option, index) => ({ index, id: option.id, stock: values[index], previousStock: option.stock }))
      .filter((entry) => entry.stock !== entry.previousStock);
    if (changed.length === 0) {
      onClose();
      return;
    }
    try {
      const item = await patchBrandProduct(product.idProduct, { options: changed.map(({ id, stock, previousStock }) => ({ id, stock, previousStock })) });
      onSaved(item);
      void toast(text.stockDialog.saved);
      onClose();
    } catch (error) {
      // A refusal of one option (`options.<n>.…` of what was sent) is said next to it.
      const match = isApiError(error) ? /^options\.(\d+)\./.exec(error.field ?? '') : null;
      const entry = match ? changed[Number(match[1])] : undefined;
      if (entry && isApiError(error)) form.showErrors({ [entry.index]: error.message }, false);
      else form.setFormError(isApiError(error) ? error.message : String(error));
    }
  });

  return (
    <Modal open onClose={onClose} title={text.stockDialog.title(product.name)} closeLabel={text.stockDialog.close}>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <FieldHint $size="sm">{text.stockDialog.hint}</FieldHint>
        {product.options.map((option, index) => (
          <ProductField
            key={option.id}
            label={text.stockDialog.stockOf(text.optionLabel(option.color, option.size))}
            type="number"
            inputMode="numeric"
            min={0}
            max={PRODUCT_LIMITS.stockMax}
            value={intValue(values[index])}
            error={form.errors[index]}
            onChange={(event) => form.set(String(index), toInt(event.target.value))}
          />
        ))}
        <Total aria-live="polite">{text.stockDialog.total(total)}</Total>
        <FormActions
          error={form.formError}
          busy={form.busy}
          onCancel={onClose}
          labels={{ cancel: text.stockDialog.cancel, save: text.stockDialog.save, saving: text.list.saving }}
        />
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const Total = styled.p`
  font-weight: 700;
`;


