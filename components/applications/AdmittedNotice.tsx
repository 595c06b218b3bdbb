import Link from '@/components/ui/Link';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { routes } from '@/lib/site';
import { Lead, Links, Panel, TitleRow } from './Apply.styles';

const text = applicationMessages.certification;

/** A brand user, admitted already (on brand admission or certification): the way to the brand centre. */
export function AdmittedNotice() {
  return (
    <Panel>
      <TitleRow>
        <h3>{text.brandTitle}</h3>
      </TitleRow>
      <Lead>{text.brandBody}</Lead>
      <Links>
        <li>
          <Link href={routes.brandCenter}>{text.brandCenter}</Link>
        </li>
      </Links>
    </Panel>
  );
}
