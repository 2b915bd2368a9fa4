import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE_KEYS, bannerModeOf, taskTypeCodeOf } from './banner';

describe('banner modes (SPEC.md section 9)', () => {
  it('gives the recruitment net 99, the recruitment lists 2, household registration 10, housing 20 and the rest 1', () => {
    expect(bannerModeOf('/recruitnet', {})).toBe(99);
    expect(bannerModeOf('/entDemandAll', {})).toBe(2);
    expect(bannerModeOf('/jobDemandAll', { showType: 1 })).toBe(2);
    expect(bannerModeOf('/serviceGuide', { code: 10 })).toBe(10);
    expect(bannerModeOf('/serviceGuide', { code: '20' })).toBe(20);
    expect(bannerModeOf('/serviceGuide', { code: '31' })).toBe(1);
    expect(bannerModeOf('/Home', {})).toBe(1);
  });

  it('gives the household registration and housing application pages modes 3 and 4, whose banners show the apply count of task codes 10 and 20', () => {
    expect(bannerModeOf('/applySubsidies', { type: 'ruhu' })).toBe(3);
    expect(bannerModeOf('/servicePublicity', { type: 'zhufang' })).toBe(4);
    expect(bannerModeOf('/serviceProgress', { type: 'zhufang' })).toBe(4);
    expect(bannerModeOf('/applySubsidies', { type: 'fcwg' })).toBe(1);
    expect(bannerModeOf('/applySubsidies', {})).toBe(1);
    expect([1, 2, 3, 4, 10, 20, 99].map((m) => taskTypeCodeOf(m as 1))).toEqual([null, null, '10', '20', null, null, null]);
  });

  it('shows the image of the mode’s configuration key', () => {
    expect([1, 2, 10, 20, 99].map((m) => BANNER_IMAGE_KEYS[m as 1])).toEqual(['platform_top_image', 'recruit_top_image', 'ruhu_top_image', 'zhufang_top_image', 'recruit_net_img']);
  });
});
