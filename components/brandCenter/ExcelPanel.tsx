import { Suspense, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { textLink } from '@/components/ui/textLink';
import { commonMessages } from '@/lib/messages/common';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/**
 * A brand centre Excel panel (발송, 상품): a titled section closed until wanted, so the list under
 * it stays at the top of a phone's screen. Its form (`children`, a lazy component) is drawn, and
 * its code loaded, when the brand first opens it: the page's first load carries only the title.
 */
export function ExcelPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary>
          <h2 id={`${id}-title`}>{title}</h2>
        </summary>
        {opened ? <Suspense fallback={<p role="status">{commonMessages.page.loading}</p>}>{children}</Suspense> : null}
      </details>
    </Panel>
  );
}

const Panel = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.sm} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  /* The disclosure triangle says it opens; at least 44 px tall to tap. */
  summary {
    display: list-item;
    min-height: 44px;
    padding: 10px 0;
    cursor: pointer;
  }

  h2 {
    display: inline;
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: 800;
  }

  details[open] summary {
    margin-bottom: ${space.sm};
  }

  p {
    margin: 0 0 ${space.md};
  }

  a {
    ${textLink};
  }

  /* The previews are words, not figures (the report table aligns figures right). */
  table th,
  table td {
    text-align: left;
    white-space: normal;
  }

  td[data-refused] {
    color: ${colors.danger};
    font-weight: 700;
  }
`;
