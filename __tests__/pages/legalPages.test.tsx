import { screen, within } from '@testing-library/react';
import Privacy from '@/pages/privacy';
import Terms from '@/pages/terms';
import { legalMessages } from '@/lib/content/legal.messages';
import { footerMessages } from '@/lib/messages/footer';
import { renderPage } from './renderPage';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', pathname: '/', query: {} }) }));

test('the terms: a heading, the effective date, a contents list and every article as a heading', () => {
  renderPage(<Terms />);
  expect(screen.getByRole('heading', { level: 1, name: legalMessages.terms.title })).toBeInTheDocument();
  expect(screen.getByText(legalMessages.effective(legalMessages.terms.effectiveDate))).toBeInTheDocument();
  for (const article of legalMessages.terms.articles) {
    expect(screen.getByRole('heading', { level: 2, name: article.heading })).toBeInTheDocument();
  }
  const toc = within(screen.getByRole('navigation', { name: legalMessages.toc }));
  expect(toc.getAllByRole('link')).toHaveLength(legalMessages.terms.articles.length);
  expect(document.body.textContent).toContain('60일');
  expect(document.body.textContent).toContain(footerMessages.operator.companyName);
});

test('the privacy policy names what is collected, the legal retention periods, third parties and the officer', () => {
  renderPage(<Privacy />);
  expect(screen.getByRole('heading', { level: 1, name: legalMessages.privacy.title })).toBeInTheDocument();
  const text = document.body.textContent ?? '';
  for (const item of ['이메일', '상호명', '사업자등록번호', '휴대폰 번호', '배송지 주소', '주문·취소·반품 내역']) {
    expect(text).toContain(item);
  }
  expect(text).toContain('계약 또는 청약철회 등에 관한 기록: 5년');
  expect(text).toContain('대금결제 및 재화 등의 공급에 관한 기록: 5년');
  expect(text).toContain('소비자의 불만 또는 분쟁처리에 관한 기록: 3년');
  expect(text).toContain('3개월');
  expect(text).toContain('결제대행사');
  expect(text).toContain(`성명: ${footerMessages.operator.privacyOfficer}`);
  expect(screen.getByRole('link', { name: /help@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
});
