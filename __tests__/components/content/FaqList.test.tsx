import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandFaq } from '@/components/applications/BrandFaq';
import { FaqRetailPage } from '@/components/content/FaqRetailPage';
import { faqMatches } from '@/components/ui/faqSearch';
import { faqMessages } from '@/lib/messages/faq';
import { faqBrandMessages } from '@/lib/applications/faqBrand.messages';
import { fakeApi, renderWithShell } from '../../helpers/shell';
import { initialFaqTopics } from '../../helpers/content';

const text = faqMessages.search;
const retail = initialFaqTopics('retail');
const brand = initialFaqTopics('brand');
const allQuestions = retail.flatMap((topic) => topic.items);

function questions() {
  return screen.queryAllByRole('group').map((details) => details.querySelector('summary')?.textContent);
}

beforeEach(() => fakeApi({}));

describe('the retailer FAQ', () => {
  it('lists every question by topic, collapsed, with a chip that jumps to each topic', () => {
    renderWithShell(<FaqRetailPage topics={retail} />);
    for (const topic of retail) {
      expect(screen.getByRole('heading', { level: 2, name: topic.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: topic.title })).toHaveAttribute('href', `#faq-${topic.id}`);
    }
    expect(questions()).toHaveLength(allQuestions.length);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    // Real topics the issue names, each with several questions.
    expect(retail.map((topic) => topic.title)).toEqual(
      expect.arrayContaining(['주문과 최소 주문', '결제', '배송', '60일 무료 반품', '회원 인증(사업자 인증)']),
    );
    for (const topic of retail) expect(topic.items.length).toBeGreaterThanOrEqual(3);
  });

  it('filters questions and answers as typed, opens what matches and says how many', async () => {
    renderWithShell(<FaqRetailPage topics={retail} />);
    await userEvent.type(screen.getByRole('searchbox', { name: text.label }), '송장 번호');
    const expected = allQuestions.filter((item) => `${item.q}${item.a}`.replace(/\s/g, '').includes('송장번호'));
    expect(expected.length).toBeGreaterThan(0);
    expect(questions()).toEqual(expected.map((item) => item.q));
    expect(screen.getByRole('status')).toHaveTextContent(text.count(expected.length));
    expect(document.querySelectorAll('details[open]')).toHaveLength(expected.length);
    expect(screen.queryByRole('link', { name: retail[0].title })).toBeNull();
  });

  it('matches initial consonants (ㅈㄹㄱ finds 적립금)', async () => {
    renderWithShell(<FaqRetailPage topics={retail} />);
    await userEvent.type(screen.getByRole('searchbox', { name: text.label }), 'ㅈㄹㄱ');
    await waitFor(() => expect(questions()).toContain('적립금은 어떻게 쓰나요?'));
    expect(questions().length).toBeLessThan(allQuestions.length);
  });

  it('says so when nothing matches, with the customer centre, and clears back to everything', async () => {
    renderWithShell(<FaqRetailPage topics={retail} />);
    await userEvent.type(screen.getByRole('searchbox', { name: text.label }), '우주선');
    expect(screen.getByText(text.empty('우주선'))).toBeInTheDocument();
    expect(screen.getByText(text.emptyHelp)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.count(0));
    await userEvent.click(screen.getByRole('button', { name: text.clear }));
    expect(questions()).toHaveLength(allQuestions.length);
  });

  it('links an answer to the page where the retailer acts', () => {
    renderWithShell(<FaqRetailPage topics={retail} />);
    const refund = screen.getByText('60일 무료 반품이 무엇인가요?').closest('details')!;
    expect(within(refund).getByRole('link', { name: '무료 반품 안내 보기' })).toHaveAttribute('href', '/free-refunds');
  });
});

describe('the brand FAQ', () => {
  it('sits under its own heading with deeper topic headings, and searches the same way', async () => {
    renderWithShell(<BrandFaq topics={brand} />);
    expect(screen.getByRole('heading', { level: 3, name: faqBrandMessages.heading })).toBeInTheDocument();
    for (const topic of brand) expect(screen.getByRole('heading', { level: 4, name: topic.title })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: text.label }), '수수료');
    expect(questions().length).toBeGreaterThan(0);
    for (const q of questions()) {
      const item = brand.flatMap((topic) => topic.items).find((entry) => entry.q === q)!;
      expect(`${item.q}${item.a}`).toContain('수수료');
    }
  });
});

describe('faqMatches', () => {
  const item = { q: '배송비는 얼마인가요?', a: '브랜드마다 정해져 있습니다.' };
  it('ignores case and spaces, and reads initials only when the query is all initials', () => {
    expect(faqMatches(item, '배 송 비', null)).toBe(true);
    expect(faqMatches(item, '', null)).toBe(true);
    expect(faqMatches(item, '반품', null)).toBe(false);
    expect(faqMatches(item, 'ㅂㅅㅂ', null)).toBe(false);
    expect(faqMatches(item, 'ㅂㅅㅂ', () => 'ㅂㅅㅂㄴ ㅇㅁㅇㄱㅇ')).toBe(true);
    expect(faqMatches(item, 'ㅂ송', () => 'ㅂㅅㅂ')).toBe(false);
  });
});
