import styled from 'styled-components';
import { Field } from '@/components/ui/Field';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldHint } from '@/components/ui/fieldParts';
import {
  NOTICE_LONG_MAX,
  noticeField,
  noticeGroupLabel,
  noticeGroupsFor,
  noticeItems,
  type NoticeGroupId,
  type ProductNotice,
} from '@/lib/catalog/productNotice';
import { productNoticeMessages } from '@/lib/catalog/productNotice.messages';
import { ProductField, Select } from './ProductParts';
import { media, space } from '@/styles/theme';

const text = productNoticeMessages;

export interface ProductNoticeFieldsProps {
  idCategory: number;
  /** null until a category is chosen. */
  notice: ProductNotice | null;
  errorFor: (field: string) => string | undefined;
  onChange: (notice: ProductNotice) => void;
}

/**
 * The product form's 상품정보제공고시: the items of the group its category
 * files it under (lib/catalog/productNotice.ts), each a labelled box with the
 * notice's hint; a category whose goods fall under several groups (시즌상품,
 * 조명…) lets the brand pick the group first. Changing the category changes
 * the group and so the items (ProductForm keeps the items both share).
 */
export function ProductNoticeFields({ idCategory, notice, errorFor, onChange }: ProductNoticeFieldsProps) {
  const groups = Number.isFinite(idCategory) ? noticeGroupsFor(idCategory) : [];
  if (!notice || groups.length === 0) return <FieldHint $size="sm">{text.form.chooseCategory}</FieldHint>;
  const items = noticeItems(notice.group);
  return (
    <>
      <FieldHint $size="sm">{text.form.hint}</FieldHint>
      {groups.length > 1 ? (
        <Field label={text.form.group} error={errorFor('notice.group')} textSize="sm">
          {(control) => (
            <Select {...control} value={notice.group} onChange={(event) => onChange({ ...notice, group: event.target.value as NoticeGroupId })}>
              {groups.map((group) => (
                <option key={group} value={group}>
                  {noticeGroupLabel(group)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Fieldset legend={`${text.form.group}: ${noticeGroupLabel(notice.group)}`} error={groups.length > 1 ? undefined : errorFor('notice.group')}>
        <Items>
          {items.map((item) => (
            <Item key={item.key} $wide={item.max === NOTICE_LONG_MAX}>
              <ProductField
                label={item.required ? item.label : `${item.label} ${text.form.optional}`}
                hint={item.hint}
                value={notice.values[item.key] ?? ''}
                maxLength={item.max}
                error={errorFor(noticeField(item.key))}
                onChange={(event) => onChange({ ...notice, values: { ...notice.values, [item.key]: event.target.value } })}
              />
            </Item>
          ))}
        </Items>
      </Fieldset>
    </>
  );
}

const Items = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Materials, ingredients, cautions and the like take the whole row on a wide screen: they run longer. */
const Item = styled.div<{ $wide: boolean }>`
  min-width: 0;

  ${media.desktop} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;
