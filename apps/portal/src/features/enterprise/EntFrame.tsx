import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { PageFrame } from '../common';

export interface EntFrameProps {
  title: string;
  /** under the title, e.g. a count */
  subtitle?: ReactNode;
  /** buttons on the right of the title (under it on phones) */
  actions?: ReactNode;
  /** the parent page under 我的企业, when this page is below another one; '/Home' for none */
  parent?: { label: string; to: '/business' | '/Home' };
  children: ReactNode;
}

/** The frame of the enterprise pages: the PageFrame with the breadcrumb 首页 › 我的企业 (or `parent`) › page. */
export function EntFrame({ title, subtitle, actions, parent = { label: t.menu.myEnterprise, to: '/business' }, children }: EntFrameProps) {
  const crumbs = title !== parent.label && parent.to !== '/Home' ? [parent, { label: title }] : [{ label: title }];
  return (
    <PageFrame title={title} crumbs={crumbs} subtitle={subtitle} actions={actions}>
      {children}
    </PageFrame>
  );
}
