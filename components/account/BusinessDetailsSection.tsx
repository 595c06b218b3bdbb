import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import type { BusinessDetails } from '@/lib/account/businessDetails.contract';
import { businessDetailsMessages } from '@/lib/account/businessDetails.messages';
import { onDemand } from '@/lib/client/onDemand';
import type { BusinessDetailsForm as BusinessDetailsFormComponent } from './BusinessDetailsForm';
import { NoticeText } from './NoticeText';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = businessDetailsMessages;

/** The form (and the schema it checks with) loads when it is first opened, not with MY. */
const loadForm = onDemand(() => import('./BusinessDetailsForm').then((module) => module.BusinessDetailsForm));

type Notice = { ok: boolean; text: string } | null;

/**
 * MY's 사업자 정보: what a 거래명세서 and a tax invoice state of the retailer
 * (상호 and 사업자등록번호 as certified; 대표자명, 사업장 주소, 업태, 종목 and
 * the tax-invoice e-mail, which the retailer keeps here), read as rows, edited
 * in a form that opens in place.
 */
export function BusinessDetailsSection({ initial }: { initial: BusinessDetails }) {
  const [details, setDetails] = useState(initial);
  const [Form, setForm] = useState<typeof BusinessDetailsFormComponent | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const incomplete = [details.ceoName, details.businessAddress, details.businessType, details.businessItem, details.taxEmail].some((value) => value === '');
  const shown = (value: string) => value || <NotSet>{text.notSet}</NotSet>;

  async function open() {
    setNotice(null);
    try {
      const loaded = await loadForm();
      setForm(() => loaded);
      setEditing(true);
    } catch (error) {
      console.error(error);
      setNotice({ ok: false, text: text.loadFailed });
    }
  }

  return (
    <Wrapper>
      <Lead>{text.lead}</Lead>
      <div aria-live="polite">{notice ? <NoticeText $ok={notice.ok} role={notice.ok ? undefined : 'alert'}>{notice.text}</NoticeText> : null}</div>
      {Form && editing ? (
        <Form
          initial={details}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setDetails(saved);
            setEditing(false);
            setNotice({ ok: true, text: text.saved });
          }}
        />
      ) : (
        <>
          {incomplete ? <Incomplete>{text.incomplete}</Incomplete> : null}
          <DefinitionList
            rows={[
              { label: text.fields.businessName, value: details.businessName },
              { label: text.fields.registrationNo, value: formatRegistrationNo(details.registrationNo) },
              { label: text.fields.ceoName, value: shown(details.ceoName) },
              { label: text.fields.businessType, value: shown(details.businessType) },
              { label: text.fields.businessItem, value: shown(details.businessItem) },
              { label: text.fields.taxEmail, value: shown(details.taxEmail) },
              { label: text.fields.businessAddress, value: shown(details.businessAddress) },
            ]}
          />
          <Button type="button" $variant="secondary" $size="lg" $block onClick={() => void open()} onPointerEnter={loadForm.preload} onFocus={loadForm.preload}>
            {text.edit}
          </Button>
        </>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const Lead = styled.p`
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const Incomplete = styled.p`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  font-size: ${fontSizes.md};
  color: ${colors.text};
`;

const NotSet = styled.span`
  font-weight: 400;
  color: ${colors.textSecondary};
`;
