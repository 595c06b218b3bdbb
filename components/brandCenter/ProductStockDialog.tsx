import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { BrandProductListItem } from '@/lib/brandCenter/brandProducts.contract';
import { PRODUCT_LIMITS } from '@/lib/brandCenter/brandProducts.contract';
import { toast } from '@/lib/client/alerts';
import { patchBrandProduct } from '@/lib/brandCenter/client/brandProducts';
import { isApiError } from '@/lib/client/errors';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import { ProductField, intValue, toInt } from './ProductParts';

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
  const [values, setValues] = useState(() => product.options.map((option) => option.stock));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const total = values.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: Record<number, string> = {};
    values.forEach((value, index) => {
      if (!Number.isInteger(value) || value < 0 || value > PRODUCT_LIMITS.stockMax) invalid[index] = text.errors.stockInvalid(PRODUCT_LIMITS.stockMax);
    });
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length > 0) return;
    const changed = product.options
      .map((option, index) => ({ index, id: option.id, stock: values[index], previousStock: option.stock }))
      .filter((entry) => entry.stock !== entry.previousStock);
    if (changed.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const item = await patchBrandProduct(product.idProduct, { options: changed.map(({ id, stock, previousStock }) => ({ id, stock, previousStock })) });
      onSaved(item);
      void toast(text.stockDialog.saved);
      onClose();
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      const match = isApiError(error) ? /^options\.(\d+)\./.exec(error.field ?? '') : null;
      const entry = match ? changed[Number(match[1])] : undefined;
      if (entry) setErrors({ [entry.index]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={text.stockDialog.title(product.name)} closeLabel={text.stockDialog.close}>
      <Form onSubmit={submit} noValidate>
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
            error={errors[index]}
            onChange={(event) => {
              const next = toInt(event.target.value);
              setValues((current) => current.map((value, i) => (i === index ? next : value)));
            }}
          />
        ))}
        <Total aria-live="polite">{text.stockDialog.total(total)}</Total>
        {formError ? <FieldError $size="sm" role="alert">{formError}</FieldError> : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {text.stockDialog.cancel}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? text.list.saving : text.stockDialog.save}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Total = styled.p`
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  button {
    min-height: 44px;
  }
`;
