import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { alertMessage, confirmDialog } from '@/lib/client/alerts';
import { isApiError } from '@/lib/client/errors';
import { deleteAddress, updateAddress } from '@/lib/orders/client/orders';
import type { OrderAddress } from '@/lib/orders/orders.contract';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { AddressFields } from './AddressFields';
import { validateAddress, type AddressChoice, type AddressDraft, type AddressErrors } from '@/lib/orders/checkoutRules';

const text = checkoutMessages.payment;

export interface AddressSectionProps {
  addresses: OrderAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  draft: AddressDraft;
  errors: AddressErrors;
  onDraft: (draft: AddressDraft) => void;
  saveNew: boolean;
  onSaveNew: (save: boolean) => void;
  /** Reloads the saved addresses (GET /users/orderaddress) after a change. */
  onChanged: () => Promise<unknown>;
}

function draftOf(address: OrderAddress): AddressDraft {
  const { label, recipient, phone, postcode, address: line, addressDetail, isDefault } = address;
  return { label, recipient, phone, postcode, address: line, addressDetail, isDefault };
}

function nameOf(address: OrderAddress): string {
  return address.label || address.recipient;
}

/**
 * The shipping address: the saved ones as radio choices (the default first
 * and chosen at first), each with 수정 (PUT, may become the default) and 삭제
 * (DELETE after a confirm), or 새 배송지 입력 with the address fields and
 * 배송지 목록에 저장 (saved with POST when the order is placed).
 */
export function AddressSection({ addresses, choice, onChoose, draft, errors, onDraft, saveNew, onSaveNew, onChanged }: AddressSectionProps) {
  const [editing, setEditing] = useState<{ id: number; draft: AddressDraft; errors: AddressErrors; saving: boolean } | null>(null);

  async function saveEdit() {
    if (!editing) return;
    const found = validateAddress(editing.draft);
    if (Object.keys(found).length > 0) {
      setEditing({ ...editing, errors: found });
      return;
    }
    setEditing({ ...editing, errors: {}, saving: true });
    try {
      await updateAddress(editing.id, editing.draft);
      await onChanged();
      setEditing(null);
    } catch (error) {
      setEditing({ ...editing, saving: false });
      await alertMessage(isApiError(error) ? error.message : text.failed, 'error');
    }
  }

  async function remove(address: OrderAddress) {
    if (!(await confirmDialog(text.confirmDeleteAddress(nameOf(address))))) return;
    try {
      await deleteAddress(address.id);
      await onChanged();
      if (choice === address.id) onChoose('new');
    } catch (error) {
      await alertMessage(isApiError(error) ? error.message : text.failed, 'error');
    }
  }

  return (
    <Fieldset>
      <Legend>{text.address}</Legend>
      {addresses.length === 0 ? <Muted>{text.noAddresses}</Muted> : null}
      <Choices>
        {addresses.map((address) =>
          editing?.id === address.id ? (
            <Card key={address.id} $active>
              <AddressFields
                idPrefix={`edit-${address.id}`}
                draft={editing.draft}
                errors={editing.errors}
                onChange={(next) => setEditing({ ...editing, draft: next })}
              >
                <Check>
                  <input
                    type="checkbox"
                    checked={editing.draft.isDefault}
                    onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, isDefault: event.target.checked } })}
                  />
                  {text.makeDefault}
                </Check>
              </AddressFields>
              <Actions>
                <Button type="button" $variant="ghost" $size="lg" onClick={() => setEditing(null)}>
                  {text.cancelEdit}
                </Button>
                <Button type="button" $size="lg" disabled={editing.saving} onClick={() => void saveEdit()}>
                  {text.saveAddress}
                </Button>
              </Actions>
            </Card>
          ) : (
            <Card key={address.id} $active={choice === address.id}>
              <Radio>
                <input type="radio" name="address" checked={choice === address.id} onChange={() => onChoose(address.id)} />
                <span>
                  <strong>{nameOf(address)}</strong>
                  {address.isDefault ? <Badge>{text.defaultBadge}</Badge> : null}
                  <Line>
                    {address.recipient} · {address.phone}
                  </Line>
                  <Line>
                    ({address.postcode}) {address.address} {address.addressDetail}
                  </Line>
                </span>
              </Radio>
              <Actions>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="lg"
                  aria-label={text.editAddressLabel(nameOf(address))}
                  onClick={() => setEditing({ id: address.id, draft: draftOf(address), errors: {}, saving: false })}
                >
                  {text.editAddress}
                </Button>
                <Button type="button" $variant="ghost" $size="lg" aria-label={text.deleteAddressLabel(nameOf(address))} onClick={() => void remove(address)}>
                  {text.deleteAddress}
                </Button>
              </Actions>
            </Card>
          ),
        )}
        <Card $active={choice === 'new'}>
          <Radio>
            <input type="radio" name="address" checked={choice === 'new'} onChange={() => onChoose('new')} />
            <strong>{text.newAddress}</strong>
          </Radio>
          {choice === 'new' ? (
            <AddressFields idPrefix="new-address" draft={draft} errors={errors} onChange={onDraft}>
              <Check>
                <input type="checkbox" checked={saveNew} onChange={(event) => onSaveNew(event.target.checked)} />
                {text.saveToList}
              </Check>
              {saveNew ? (
                <Check>
                  <input type="checkbox" checked={draft.isDefault} onChange={(event) => onDraft({ ...draft, isDefault: event.target.checked })} />
                  {text.makeDefault}
                </Check>
              ) : null}
            </AddressFields>
          ) : null}
        </Card>
      </Choices>
    </Fieldset>
  );
}

/** Fieldsets size to their content by default (min-inline-size: min-content): let them shrink to a phone's width. */
export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Floated, so the legend sits inside its box as a heading rather than on the fieldset's border. */
export const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};

  & + * {
    clear: both;
  }

  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Muted = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Card = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.background)};
`;

const Radio = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 12px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    display: inline-block;
    padding-top: 12px;
  }
`;

const Badge = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  input {
    width: 20px;
    height: 20px;
    margin: 12px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
