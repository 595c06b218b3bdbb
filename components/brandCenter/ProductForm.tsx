import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { card } from '@/components/ui/card';
import { linkRow } from '@/components/ui/linkRow';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import {
  BRAND_CATEGORY_OPTIONS,
  PRODUCT_LIMITS,
  combinationsOf,
  comboKey,
  marginPercent,
  normaliseProductInput,
  productInputErrors,
  type BrandProductDetail,
  type BrandProductInput,
} from '@/lib/brandCenter/brandProducts.contract';
import { alertMessage, toast } from '@/lib/client/alerts';
import { createBrandProduct, updateBrandProduct } from '@/lib/brandCenter/client/brandProducts';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import type { NoticeGroupId, ProductNotice } from '@/lib/catalog/productNotice';
import { ProductImagesEditor } from './ProductImagesEditor';
import { ProductOptionsEditor, type ProductOptionsValue } from './ProductOptionsEditor';
import { Field } from '@/components/ui/Field';
import { FieldHint } from '@/components/ui/fieldParts';
import { checkLabel } from '@/components/ui/checkLabel';
import { fieldBox } from '@/components/ui/fieldControl';
import { ProductField, Select, intValue, toInt } from './ProductParts';
import { ProductTiersEditor } from './ProductTiersEditor';
import { colors, fontSizes, space } from '@/styles/theme';

const text = brandProductsMessages;
const t = text.form;

/**
 * What the form holds: the product as it is sent, but its stocks as the options
 * editor keeps them (by colour and size). Colours, sizes and stocks are three
 * values: each is the root of its errors' paths.
 */
type FormState = Omit<BrandProductInput, 'stocks' | 'notice'> &
  Pick<ProductOptionsValue, 'stocks'> & { notice: BrandProductInput['notice'] | null };

function stateOf(product: BrandProductDetail | null): FormState {
  if (!product) {
    return {
      name: '',
      description: '',
      idCategory: Number.NaN,
      wholesalePrice: Number.NaN,
      retailPrice: Number.NaN,
      minOrderQty: 1,
      orderStep: 1,
      tiers: [],
      tiersOverTotal: false,
      colors: [],
      sizes: [],
      stocks: {},
      images: [],
      status: 'active',
      notice: null,
    };
  }
  return {
    name: product.name,
    description: product.description,
    idCategory: product.idCategory,
    wholesalePrice: product.wholesalePrice,
    retailPrice: product.retailPrice,
    minOrderQty: product.minOrderQty,
    orderStep: product.orderStep,
    tiers: product.tiers,
    tiersOverTotal: product.tiersOverTotal,
    colors: product.colors,
    sizes: product.sizes,
    stocks: Object.fromEntries(product.options.map((option) => [comboKey(option.color, option.size), option.stock])),
    images: product.images,
    status: product.status,
    notice: product.notice,
  };
}

/** The notice part and its rules (./noticeKit.ts), loaded after the form. */
type NoticeKit = typeof import('./noticeKit');

/**
 * The notice the form shows and sends: the one kept, filed under a group its
 * category allows (the category's usual one when it does not, the items both
 * share kept). Changing the category so changes the group and its items; a
 * product listed before the notice existed starts from its category's group.
 */
function noticeOf(state: FormState, kit: NoticeKit | null): ProductNotice | null {
  if (!kit || !Number.isFinite(state.idCategory)) return state.notice;
  return kit.noticeForCategory(state.idCategory, state.notice);
}

/** The request the form sends; stock entries carry the stock the form started from. */
function inputOf(state: FormState, shown: Record<string, number>, kit: NoticeKit | null): BrandProductInput {
  return normaliseProductInput({
    name: state.name,
    description: state.description,
    idCategory: state.idCategory,
    wholesalePrice: state.wholesalePrice,
    retailPrice: state.retailPrice,
    minOrderQty: state.minOrderQty,
    orderStep: state.orderStep,
    tiers: state.tiers,
    tiersOverTotal: state.tiersOverTotal,
    colors: state.colors,
    sizes: state.sizes,
    stocks: combinationsOf(state.colors.map((c) => c.trim()), state.sizes.map((s) => s.trim())).map(({ color, size }) => {
      const key = comboKey(color, size);
      const previous = shown[key];
      return { color, size, stock: state.stocks[key] ?? 0, ...(previous !== undefined ? { previousStock: previous } : {}) };
    }),
    images: state.images,
    status: state.status,
    // No category yet: no group either (the category's own message says what to do first).
    notice: noticeOf(state, kit) ?? { group: '' as NoticeGroupId, values: {} },
  });
}

/** Where a refusal's field shows: a stock entry's ('stocks.3') beside its stock box. */
const formFieldOf = (name: string) => name.replace(/^stocks\.(\d+)$/, 'stocks.$1.stock');

export interface ProductFormProps {
  /** null: a new product. */
  product: BrandProductDetail | null;
}

/**
 * The whole product: basic information, category, prices with the margin,
 * minimum and step, quantity tiers, colours x sizes with a stock each,
 * pictures and visibility. The contract's rules run as the brand types (a
 * field shows its message once changed, every field after a first submit:
 * the form kit with `touchOn: 'change'`, its lists' errors by path); the
 * server checks again and the field it names shows its message.
 */
export function ProductForm({ product: initial }: ProductFormProps) {
  const router = useRouter();
  const [product, setProduct] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useMemo(
    () => Object.fromEntries((product?.options ?? []).map((option) => [comboKey(option.color, option.size), option.stock])),
    [product],
  );
  const [noticeKit, setNoticeKit] = useState<NoticeKit | null>(null);
  const kit = useRef<NoticeKit | null>(null);
  useEffect(() => {
    let live = true;
    void import('./noticeKit').then((module) => {
      if (!live) return;
      kit.current = module;
      setNoticeKit(module);
    });
    return () => {
      live = false;
    };
  }, []);
  const form = useForm<FormState, string>({
    initial: () => stateOf(initial),
    // The contract's first message per field, for the request the form would send, then the notice's.
    validate: (values) => {
      const found: Record<string, string> = {};
      const input = inputOf(values, shown, kit.current);
      const notice = kit.current ? kit.current.noticeErrors(kit.current.normaliseNotice(input.notice), input.idCategory) : [];
      for (const { field, message } of [...productInputErrors(input), ...notice]) found[field] ??= message;
      return found;
    },
    touchOn: 'change',
  });
  const state = form.values;
  const ids = { category: form.id('idCategory'), description: form.id('description'), status: form.id('status-hint'), tiersOverTotal: form.id('tiers-over-total-hint') };
  const dirty = useMemo(() => JSON.stringify(state) !== JSON.stringify(stateOf(product)), [state, product]);

  // Closing or reloading the tab with unsaved changes asks first (the browser's own dialog).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t.leaveConfirm;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const errorFor = (field: string): string | undefined => form.errors[field];

  const save = async (values: FormState) => {
    try {
      const body = inputOf(values, shown, kit.current);
      if (product) {
        const saved = await updateBrandProduct(product.idProduct, body);
        setProduct(saved);
        form.reset(stateOf(saved));
        void toast(t.saved);
      } else {
        const created = await createBrandProduct(body);
        void toast(t.created);
        await router.push(brandCenterRoutes.product(created.idProduct));
      }
    } catch (error) {
      if (form.fail(error, String(error), formFieldOf)) {
        // The message shows beside the field the server named; bring it into view.
        requestAnimationFrame(() => formRef.current?.querySelector('[aria-invalid="true"], [role="alert"]')?.scrollIntoView?.({ block: 'center' }));
      } else {
        void alertMessage(isApiError(error) ? error.message : String(error), 'error');
      }
    }
  };
  // Wrapped, so the form's ref that `save` scrolls with is read when it is sent, not while rendering.
  const submit = (event: FormEvent) => void form.handleSubmit(save, { onInvalid: () => void alertMessage(t.fixErrors, 'error') })(event);

  const margin = marginPercent(state.wholesalePrice, state.retailPrice);
  const numberProps = (key: 'wholesalePrice' | 'retailPrice' | 'minOrderQty' | 'orderStep') => ({
    type: 'number' as const,
    inputMode: 'numeric' as const,
    min: 1,
    value: intValue(state[key]),
    error: errorFor(key),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.set(key, toInt(event.target.value)),
  });

  return (
    <Form ref={formRef} onSubmit={submit} noValidate>
      {product ? (
        <TopLinks>
          <Link href={brandCenterRoutes.products}>{t.backToList}</Link>
          <Link href={`/product-details/${product.idProduct}`}>{t.viewInStore}</Link>
        </TopLinks>
      ) : null}

      <Part title={t.basic}>
        <ProductField
          label={t.name}
          value={state.name}
          maxLength={PRODUCT_LIMITS.nameMax}
          error={errorFor('name')}
          onChange={(event) => form.set('name', event.target.value)}
        />
        <Field label={t.category} id={ids.category} error={errorFor('idCategory')} textSize="sm">
          {(control) => (
            <Select
              {...control}
              value={Number.isFinite(state.idCategory) ? String(state.idCategory) : ''}
              onChange={(event) => form.set('idCategory', event.target.value ? Number(event.target.value) : Number.NaN)}
            >
              <option value="">{t.categoryPlaceholder}</option>
              {BRAND_CATEGORY_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t.description} id={ids.description} error={errorFor('description')} textSize="sm">
          {(control) => (
            <TextArea
              {...control}
              rows={6}
              value={state.description}
              maxLength={PRODUCT_LIMITS.descriptionMax}
              onChange={(event) => form.set('description', event.target.value)}
            />
          )}
        </Field>
      </Part>

      <Part title={t.prices}>
        <Pair>
          <ProductField label={t.wholesalePrice} {...numberProps('wholesalePrice')} />
          <ProductField label={t.retailPrice} {...numberProps('retailPrice')} />
        </Pair>
        <FieldHint $size="sm" aria-live="polite">
          {margin === null ? t.marginUnknown : t.margin(margin)}
        </FieldHint>
      </Part>

      <Part title={t.quantities}>
        <Pair>
          <ProductField label={t.minOrderQty} {...numberProps('minOrderQty')} />
          <ProductField label={t.orderStep} {...numberProps('orderStep')} />
        </Pair>
        {Number.isFinite(state.minOrderQty) && Number.isFinite(state.orderStep) ? (
          <FieldHint $size="sm">{t.quantityHint(state.minOrderQty, state.orderStep)}</FieldHint>
        ) : null}
      </Part>

      <Part title={t.tiers}>
        <ProductTiersEditor
          tiers={state.tiers}
          minOrderQty={state.minOrderQty}
          wholesalePrice={state.wholesalePrice}
          errorFor={errorFor}
          onChange={(tiers) => form.set('tiers', tiers)}
        />
        <Choices>
          <label>
            <input
              type="checkbox"
              checked={state.tiersOverTotal}
              aria-describedby={ids.tiersOverTotal}
              onChange={(event) => form.set('tiersOverTotal', event.target.checked)}
            />
            {t.tiersOverTotal}
          </label>
        </Choices>
        <FieldHint $size="sm" id={ids.tiersOverTotal}>
          {t.tiersOverTotalHint}
        </FieldHint>
      </Part>

      <Part title={t.options}>
        <ProductOptionsEditor
          value={{ colors: state.colors, sizes: state.sizes, stocks: state.stocks }}
          errorFor={errorFor}
          onChange={(options) => form.setValues(options)}
        />
      </Part>

      <Part title={t.images}>
        <ProductImagesEditor images={state.images} error={errorFor('images')} onChange={(images) => form.set('images', images)} />
      </Part>

      <Part title={t.notice}>
        {noticeKit ? (
          <noticeKit.ProductNoticeFields
            idCategory={state.idCategory}
            notice={noticeOf(state, noticeKit)}
            errorFor={errorFor}
            onChange={(notice) => form.set('notice', notice)}
          />
        ) : null}
      </Part>

      <Part title={t.visibility}>
        <FieldHint $size="sm" id={ids.status}>
          {t.visibilityHint}
        </FieldHint>
        <Choices role="radiogroup" aria-describedby={ids.status}>
          {(['active', 'hidden'] as const).map((status) => (
            <label key={status}>
              <input type="radio" name="status" value={status} checked={state.status === status} onChange={() => form.set('status', status)} />
              {text.status[status]}
            </label>
          ))}
        </Choices>
      </Part>

      <Submit>
        <Button type="submit" $size="lg" $block disabled={form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? t.saving : product ? t.save : t.create}
        </Button>
      </Submit>
    </Form>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 880px;

  fieldset {
    min-width: 0;
    border: 0;
    padding: 0;
    margin: 0;
  }

  legend {
    margin-bottom: ${space.sm};
    font-weight: 700;
  }
`;

const TopLinks = styled.div`
  ${linkRow};

  a {
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Section = styled.section`
  ${card};

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
`;

const TextArea = styled.textarea`
  padding: 12px;
  font: inherit;
  ${fieldBox}
  resize: vertical;
`;

/** Radios or a checkbox, each beside its 44 px label. */
const Choices = styled.div`
  display: flex;
  gap: ${space.lg};

  label {
    ${checkLabel}
  }

  input {
    width: 20px;
    height: 20px;
  }
`;

const Submit = styled.div`
  position: sticky;
  bottom: 0;
  padding: ${space.md} 0;
  background: ${colors.background};
`;
