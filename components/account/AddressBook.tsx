import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { card, cardList } from '@/components/ui/card';
import { isApiError } from '@/lib/client/errors';
import { onDemand } from '@/lib/client/onDemand';
import { addAddress, deleteAddress, updateAddress, useAddressBook } from '@/lib/account/client/addresses';
import type { AddressInput, OrderAddress, OrderAddressList } from '@/lib/orders/orders.contract';
import { myPageMessages } from '@/lib/account/myPage.messages';
import type { AddressErrors, AddressForm as AddressFormComponent } from './AddressForm';
import { NoticeText } from './NoticeText';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

/** The form's code loads when it is first opened (or the pointer comes near its button), not with MY. */
const loadForm = onDemand(() => import('./AddressForm').then((module) => module.AddressForm));

/** What the book says after an action, above the list: done (status) or failed (alert). */
type Notice = { ok: boolean; text: string } | null;

const text = myPageMessages.addresses;
const FIELDS = ['label', 'recipient', 'phone', 'postcode', 'address', 'addressDetail'] as const;

const nameOf = (address: OrderAddress) => address.label || address.recipient;

const inputOf = (address: OrderAddress, isDefault: boolean): AddressInput => ({
  label: address.label || undefined,
  recipient: address.recipient,
  phone: address.phone,
  postcode: address.postcode,
  address: address.address,
  addressDetail: address.addressDetail,
  isDefault,
});

/** An API refusal as the form's errors: next to the field it names, else above the buttons. */
function errorsOf(error: unknown): AddressErrors {
  if (!isApiError(error)) return { form: text.errors.failed };
  const field = FIELDS.find((name) => name === error.field);
  return field ? { [field]: error.message } : { form: error.message };
}

/**
 * MY's saved addresses (/users/orderaddress): list, add, edit, delete and the
 * default. Starts from the server's list and reloads it after every change.
 * Deleting asks first, in place (삭제 → 삭제할까요? 삭제 / 취소), and every
 * outcome is said above the list: inline rather than in sweetalert2, whose
 * import from this page regrouped the listing pages' chunks past their JS
 * budget (scripts/js-budget.mjs).
 */
export function AddressBook({ initial }: { initial: OrderAddressList }) {
  const { addresses, reload } = useAddressBook(initial);
  const [editing, setEditing] = useState<OrderAddress | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [AddressForm, setAddressForm] = useState<typeof AddressFormComponent | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function openForm(target: OrderAddress | 'new') {
    setNotice(null);
    setConfirming(null);
    try {
      const Form = await loadForm();
      setAddressForm(() => Form);
      setEditing(target);
    } catch (error) {
      console.error(error);
      setNotice({ ok: false, text: text.errors.formLoadFailed });
    }
  }

  async function save(input: AddressInput): Promise<AddressErrors | null> {
    try {
      if (editing === 'new' || editing === null) await addAddress(input);
      else await updateAddress(editing.id, input);
    } catch (error) {
      return errorsOf(error);
    }
    setEditing(null);
    try {
      await reload();
      setNotice({ ok: true, text: text.saved });
    } catch {
      setNotice({ ok: false, text: text.errors.reloadFailed });
    }
    return null;
  }

  async function remove(address: OrderAddress) {
    setConfirming(null);
    setBusy(address.id);
    try {
      await deleteAddress(address.id);
      await reload();
      setNotice({ ok: true, text: text.removed });
    } catch (error) {
      setNotice({ ok: false, text: isApiError(error) ? error.message : text.errors.removeFailed });
    } finally {
      setBusy(null);
    }
  }

  async function makeDefault(address: OrderAddress) {
    setNotice(null);
    setBusy(address.id);
    try {
      await updateAddress(address.id, inputOf(address, true));
      await reload();
      setNotice({ ok: true, text: text.defaultSet(nameOf(address)) });
    } catch (error) {
      setNotice({ ok: false, text: isApiError(error) ? error.message : text.errors.failed });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Wrapper>
      <div aria-live="polite">{notice ? <NoticeText $ok={notice.ok} role={notice.ok ? undefined : 'alert'}>{notice.text}</NoticeText> : null}</div>
      {addresses.length === 0 && editing === null ? <Empty>{text.empty}</Empty> : null}
      <List>
        {addresses.map((address) => (
          <li key={address.id}>
            {AddressForm && editing !== 'new' && editing?.id === address.id ? (
              <AddressForm initial={address} onSave={save} onCancel={() => setEditing(null)} />
            ) : (
              <Card>
                <div>
                  <strong>
                    {nameOf(address)}
                    {address.isDefault ? <Default>{text.default}</Default> : null}
                  </strong>
                  <p>
                    {address.recipient} · {address.phone}
                  </p>
                  <p>
                    ({address.postcode}) {address.address} {address.addressDetail}
                  </p>
                </div>
                {confirming === address.id ? (
                  <Actions role="group" aria-label={text.confirmRemove(nameOf(address))}>
                    <span>{text.confirmRemove(nameOf(address))}</span>
                    <Button type="button" onClick={() => void remove(address)} disabled={busy !== null}>
                      {text.remove}
                    </Button>
                    <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
                      {text.cancel}
                    </Button>
                  </Actions>
                ) : (
                  <Actions>
                    {!address.isDefault ? (
                      <Button type="button" $variant="ghost" onClick={() => void makeDefault(address)} disabled={busy !== null} aria-label={text.makeDefaultLabel(nameOf(address))}>
                        {text.makeDefault}
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => void openForm(address)}
                      onPointerEnter={loadForm.preload}
                      aria-label={text.editLabel(nameOf(address))}
                    >
                      {text.edit}
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => {
                        setNotice(null);
                        setConfirming(address.id);
                      }}
                      disabled={busy !== null}
                      aria-label={text.removeLabel(nameOf(address))}
                    >
                      {text.remove}
                    </Button>
                  </Actions>
                )}
              </Card>
            )}
          </li>
        ))}
      </List>
      {AddressForm && editing === 'new' ? (
        <AddressForm initial={null} onSave={save} onCancel={() => setEditing(null)} />
      ) : (
        <Button type="button" $variant="secondary" $size="lg" $block onClick={() => void openForm('new')} onPointerEnter={loadForm.preload} onFocus={loadForm.preload}>
          {text.add}
        </Button>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const Empty = styled.p`
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.textSecondary};
`;

const List = styled.ul`
  ${cardList};
`;

const Card = styled.div`
  ${card};

  ${media.desktop} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }

  p {
    margin-top: 2px;
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;

const Default = styled.span`
  margin-left: ${space.sm};
  padding: 1px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};

  span {
    flex-basis: 100%;
    font-weight: 600;
  }

  button {
    min-height: 44px;
  }
`;
