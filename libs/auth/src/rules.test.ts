import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/api';
import { userInfoFixture } from './testing';
import { canSeeDashboards, resolveDataCollection, resolveVisualPlatform, visibleMenu, watermarkText, type RuleSession } from './rules';

const user = (over: Partial<UserInfo> = {}): UserInfo => userInfoFixture({ deptName: '', userType: [], onOffEnt: '0', ...over });
const gov = (over: Partial<UserInfo> = {}, routers: string[] = []): RuleSession => ({ user: user(over), userType: 1, personRouters: routers.map((name) => ({ name })) });
const ent = (over: Partial<UserInfo> = {}): RuleSession => ({ user: user(over), userType: 2, personRouters: [] });

describe('data collection button (SPEC.md section 6)', () => {
  it('asks a visitor to log in', () => {
    expect(resolveDataCollection({ user: null, userType: null, personRouters: [] })).toEqual({ kind: 'message', level: 'error', message: '请先登录', to: '/' });
  });
  it('sends enterprises to entdata, vocational training institutions to entdataSchool', () => {
    expect(resolveDataCollection(ent())).toEqual({ kind: 'go', to: '/entdata' });
    expect(resolveDataCollection(ent({ enterpriseType: '制造业,民办职业培训机构' }))).toEqual({ kind: 'go', to: '/entdataSchool' });
  });
  it('routes government users by department name before their roles', () => {
    expect(resolveDataCollection(gov({ deptName: '科技局', userType: ['就业中心'] }))).toEqual({ kind: 'go', to: '/xzsjIndex', search: { type: 2 } });
    expect(resolveDataCollection(gov({ deptName: '人才交流中心' }))).toEqual({ kind: 'go', to: '/xzsjIndex', search: { type: 8 } });
  });
  it('then by the userType list: empty, several, one known, one unknown', () => {
    expect(resolveDataCollection(gov())).toMatchObject({ kind: 'message', message: '请通知管理员设置权限' });
    expect(resolveDataCollection(gov({ userType: ['就业中心', '社保中心'] }))).toEqual({ kind: 'go', to: '/daam' });
    expect(resolveDataCollection(gov({ userType: ['社保中心'] }))).toEqual({ kind: 'go', to: '/xzsjIndex', search: { type: 1 } });
    expect(resolveDataCollection(gov({ userType: ['营商环境改革局'] }))).toEqual({ kind: 'go', to: '/xzsjIndex', search: { type: 5 } });
    expect(resolveDataCollection(gov({ userType: ['人才集团（专项资金）'] }))).toEqual({ kind: 'go', to: '/xzsjIndex', search: { type: 4 } });
    expect(resolveDataCollection(gov({ userType: ['档案室'] }))).toMatchObject({ kind: 'message', message: '请通知管理员设置权限' });
  });
  it('asks to log in again when the user info is missing', () => {
    expect(resolveDataCollection({ user: null, userType: 1, personRouters: [] })).toMatchObject({ kind: 'message', message: '请退出账号，重新登录尝试' });
  });
});

describe('menus and permissions', () => {
  it('shows 我的企业 only to enterprises and HR product release only to HR institutions', () => {
    expect(visibleMenu(ent()).has('myEnterprise')).toBe(true);
    expect(visibleMenu(ent()).has('hrProductRelease')).toBe(false);
    expect(visibleMenu(ent({ enterpriseType: '人力资源服务机构' })).has('hrProductRelease')).toBe(true);
    expect(visibleMenu(gov()).has('myEnterprise')).toBe(false);
  });
  it('gives the visual platform to government users, employment post and summary to street managers', () => {
    expect(visibleMenu(ent()).has('visualPlatform')).toBe(false);
    const street = visibleMenu(gov({ deptName: '街道管理' }));
    expect(street.has('employmentPost') && street.has('dataCollectionSummary') && street.has('visualPlatform')).toBe(true);
    expect(visibleMenu(gov({ deptName: '职业能力建设指导中心' })).has('dataCollectionSummarySchool')).toBe(true);
  });
  it('hides data collection from type 3 users', () => {
    expect(visibleMenu({ user: user(), userType: 3, personRouters: [] }).has('dataCollection')).toBe(false);
  });
  it('opens the visual platform with the permission entry, havePower 1 or a duration; else modifyScreen or 暂无权限', () => {
    expect(resolveVisualPlatform(gov({}, ['可视化查看权限']))).toEqual({ kind: 'go', to: '/screen3/overview' });
    expect(resolveVisualPlatform(gov({ havePower: 1 }))).toMatchObject({ kind: 'go' });
    expect(resolveVisualPlatform(gov({ duration: 7 }))).toMatchObject({ kind: 'go' });
    expect(resolveVisualPlatform(gov({}, ['区人才指数（申请）']))).toEqual({ kind: 'go', to: '/modifyScreen' });
    expect(resolveVisualPlatform(gov())).toMatchObject({ kind: 'message', message: '暂无权限' });
  });
  it('lets only stored type-1 users see the dashboards', () => {
    expect(canSeeDashboards(gov())).toBe(true);
    expect(canSeeDashboards(ent())).toBe(false);
    expect(canSeeDashboards({ user: null, userType: null, personRouters: [] })).toBe(false);
  });
  it('watermarks non-enterprise sessions with name and time', () => {
    expect(watermarkText(gov(), new Date('2025-02-03T01:05:00Z'))).toBe('张三 2025-02-03 09:05');
    expect(watermarkText(ent(), new Date())).toBeNull();
  });
});
