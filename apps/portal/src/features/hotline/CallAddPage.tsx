import { t } from '../../i18n/zh-CN';
import { PageFrame } from '../common';
import { IntakeForm } from './IntakeForm';

/** /respondCallAdd (hotline centre): a phone call taken on behalf of its caller (name and mobile number required). */
export function CallAddPage() {
  const H = t.hotline;
  return (
    <PageFrame title={H.addByPhone} subtitle={H.addIntro}>
      <IntakeForm phone />
    </PageFrame>
  );
}
