import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldCheck } from '@/components/ui/fieldParts';
import type { AddressField } from '@/lib/account/addressRules';
import { alertMessage, confirmDialog } from '@/lib/client/alerts';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { deleteAddress, updateAddress } from '@/lib/orders/client/orders';
import type { OrderAddress } from '@/lib/orders/orders.contract';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { AddressFields } from './AddressFields';
import { validateAddress, type AddressChoice, type AddressDraft, type AddressErrors } from '@/lib/orders/checkoutRules';
import { colors, fontSizes, radii, space } from '@/styles/theme';

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
  const [editing, setEditing] = useState<OrderAddress | null>(null);

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
    <Fieldset legend={text.address} legendSize="xl" legendGap="md">
      {addresses.length === 0 ? <Muted>{text.noAddresses}</Muted> : null}
      <Choices>
        {addresses.map((address) =>
          editing?.id === address.id ? (
            <AddressEditor
              key={address.id}
              address={address}
              onDone={async (saved) => {
                if (saved) await onChanged();
                setEditing(null);
              }}
            />
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
                  onClick={() => setEditing(address)}
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
              <FieldCheck $inset>
                <input type="checkbox" checked={saveNew} onChange={(event) => onSaveNew(event.target.checked)} />
                {text.saveToList}
              </FieldCheck>
              {saveNew ? <DefaultCheck draft={draft} onDraft={onDraft} /> : null}
            </AddressFields>
          ) : null}
        </Card>
      </Choices>
    </Fieldset>
  );
}

/** 기본 배송지로 설정, for the new address or the one being edited. */
function DefaultCheck({ draft, onDraft }: { draft: AddressDraft; onDraft: (draft: AddressDraft) => void }) {
  return (
    <FieldCheck $inset>
      <input type="checkbox" checked={draft.isDefault} onChange={(event) => onDraft({ ...draft, isDefault: event.target.checked })} />
      {text.makeDefault}
    </FieldCheck>
  );
}

/** A saved address being edited in place: its fields, 취소 and 저장 (PUT, then the list is read again). */
function AddressEditor({ address, onDone }: { address: OrderAddress; onDone: (saved: boolean) => Promise<void> }) {
  const form = useForm<AddressDraft, AddressField>({ initial: () => draftOf(address), validate: validateAddress, onChange: 'keep' });
  const save = form.handleSubmit(async (draft) => {
    try {
      await updateAddress(address.id, draft);
      await onDone(true);
    } catch (error) {
      await alertMessage(isApiError(error) ? error.message : text.failed, 'error');
    }
  });

  return (
    <Card $active>
      <AddressFields idPrefix={`edit-${address.id}`} draft={form.values} errors={form.errors} onChange={(next) => form.setValues(next)}>
        <DefaultCheck draft={form.values} onDraft={(next) => form.setValues(next)} />
      </AddressFields>
      <Actions>
        <Button type="button" $variant="ghost" $size="lg" onClick={() => void onDone(false)}>
          {text.cancelEdit}
        </Button>
        <Button type="button" $size="lg" disabled={form.busy} onClick={() => void save()}>
          {text.saveAddress}
        </Button>
      </Actions>
    </Card>
  );
}

const Muted = styled.p`
  margin-bottom: ${space.sm};
  color: ${colors.textSecondary};
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Card = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${({ $active }) => ($active ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${({ $active }) => ($active ? colors.primarySoft : colors.background)};
`;

const Radio = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  min-height: 44px;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 12px;
    accent-color: ${colors.primary};
  }

  strong {
    display: inline-block;
    padding-top: 12px;
  }
`;

const Badge = styled.span`
  margin-left: ${space.sm};
  padding: 2px 6px;
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
`;

const Line = styled.span`
  display: block;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
`;
