import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';

/** District-wide human-resources figures: totals and the talent count by industry section (GB/T 4754-2017). */
export const getHrResourcesVO = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/getHrResourcesVO',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '全区人力资源概况：企业数、在职人才数、各行业门类人才数',
  input: empty,
  output: z.object({
    enterpriseCount: z.number().int(),
    talentCount: z.number().int(),
    /** staff with a bachelor's degree or above */
    degreeTalentCount: z.number().int(),
    byIndustry: z.array(z.object({ industryCode: z.string(), industryName: z.string(), talentCount: z.number().int(), enterpriseCount: z.number().int() })),
  }),
});

const streetFigures = z.object({
  streetCode: z.string(),
  streetName: z.string(),
  enterpriseCount: z.number().int(),
  talentCount: z.number().int(),
});

export const getStreetHrResourcesVO = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/getStreetHrResourcesVO',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '各街道人力资源：企业数、在职人才数',
  input: empty,
  output: z.array(streetFigures),
});

/** A GeoJSON polygon or multipolygon geometry (RFC 7946), longitude/latitude in degrees. */
export const geometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.any()),
});

export const streetHome = defineEndpoint({
  method: 'GET',
  path: '/api/street/home',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '街道地图：每个街道的边界（GeoJSON）、中心点与人力资源数字',
  input: empty,
  output: z.object({
    districtName: z.string(),
    /** true when the boundaries are the generated demo geometry, not an official survey */
    demoGeometry: z.boolean(),
    streets: z.array(streetFigures.extend({ center: z.tuple([z.number(), z.number()]), geometry })),
  }),
});
