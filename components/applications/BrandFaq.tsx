import styled from 'styled-components';
import { faqBrandMessages } from '@/lib/applications/faqBrand.messages';
import { FaqList } from '@/components/ui/FaqList';
import type { FaqTopic } from '@/lib/messages/faq';
import { fontSizes, space } from '@/styles/theme';

const text = faqBrandMessages;

/** The brand FAQ of /apply (입점 문의), under the brand part's h2: conditions, fees, products, shipping and returns, searchable. */
export function BrandFaq({ topics }: { topics: FaqTopic[] }) {
  return (
    <Box aria-labelledby="brand-faq-title">
      <h3 id="brand-faq-title">{text.heading}</h3>
      <FaqList topics={topics} headingLevel={4} />
    </Box>
  );
}

const Box = styled.section`
  margin: ${space.xl} 0;

  > h3 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.xl};
    font-weight: 800;
  }
`;
