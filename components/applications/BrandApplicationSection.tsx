import { applicationMessages } from '@/lib/applications/applications.messages';
import { BrandApplicationForm } from './BrandApplicationForm';
import { Lead, Panel, Stack } from './Apply.styles';

const text = applicationMessages.brand;

/**
 * Selling on the marketplace: what a brand gets, the brand FAQ, and the
 * admission form. The brand FAQ (components/applications/BrandFaq.tsx, built
 * separately) is placed in the `faq` slot by the page.
 */
export function BrandApplicationSection({ loggedIn, faq }: { loggedIn: boolean; faq?: React.ReactNode }) {
  return (
    <Stack>
      <div>
        {text.intro.map((line) => (
          <Lead key={line}>{line}</Lead>
        ))}
      </div>
      {faq}
      <Panel>
        <h3 className="sub">{text.formHeading}</h3>
        <BrandApplicationForm loggedIn={loggedIn} />
      </Panel>
    </Stack>
  );
}
