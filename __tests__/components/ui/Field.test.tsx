import { screen } from '@testing-library/react';
import { renderWithShell } from '@/__tests__/helpers/shell';
import { Field } from '@/components/ui/Field';
import { Fieldset } from '@/components/ui/Fieldset';
import { TextField } from '@/components/ui/TextField';

describe('Field', () => {
  it('names its control by the label and describes it with the hint', () => {
    renderWithShell(
      <Field label="상호명" hint="사업자등록증의 상호를 적어 주세요.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '상호명' });
    expect(input).toHaveAccessibleDescription('사업자등록증의 상호를 적어 주세요.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('marks the control invalid and ties the error to it after the hint', () => {
    renderWithShell(
      <Field label="상호명" hint="힌트" error="상호명을 입력해 주세요." announce="alert">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '상호명' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('힌트 상호명을 입력해 주세요.');
    expect(input).toHaveAccessibleErrorMessage('상호명을 입력해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('상호명을 입력해 주세요.');
  });

  it('keeps a polite live line there while the field is valid, so a later error is read out', () => {
    const { rerender } = renderWithShell(
      <Field label="이메일" id="email" announce="polite">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '이메일' });
    expect(input).toHaveAttribute('id', 'email');
    const line = document.getElementById('email-error');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(
      <Field label="이메일" id="email" announce="polite" error="이메일을 입력해 주세요.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input).toHaveAccessibleDescription('이메일을 입력해 주세요.');
    expect(document.getElementById('email-error')).toHaveTextContent('이메일을 입력해 주세요.');
  });
});

describe('Fieldset', () => {
  it('names the group by its legend and describes it with its hint and error', () => {
    renderWithShell(
      <Fieldset legend="취소 사유" hint="하나를 골라 주세요." error="취소 사유를 골라 주세요.">
        <label>
          <input type="radio" name="reason" /> 단순 변심
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: '취소 사유' });
    expect(group).toHaveAccessibleDescription('하나를 골라 주세요. 취소 사유를 골라 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('취소 사유를 골라 주세요.');
  });
});

describe('TextField', () => {
  it('is a Field: labelled, and its error is announced with the input', () => {
    renderWithShell(<TextField label="받는 분" error="받는 분을 입력해 주세요." announce="alert" />);
    const input = screen.getByRole('textbox', { name: '받는 분' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('받는 분을 입력해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('받는 분을 입력해 주세요.');
  });

  it('puts an addon beside its input, the hint and error still tied to the input', () => {
    renderWithShell(<TextField label="우편번호" hint="직접 입력해 주세요." error="우편번호 5자리를 입력해 주세요." addon={<button type="button">우편번호 찾기</button>} />);
    const input = screen.getByRole('textbox', { name: '우편번호' });
    const addon = screen.getByRole('button', { name: '우편번호 찾기' });
    expect(addon.parentElement).toBe(input.parentElement);
    expect(input).toHaveAccessibleDescription('직접 입력해 주세요. 우편번호 5자리를 입력해 주세요.');
  });
});
