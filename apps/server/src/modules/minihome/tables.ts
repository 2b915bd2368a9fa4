import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprise } from '../enterprise/tables';
import { storedFile } from '../files/tables';

/**
 * Micro-homepages (企业微主页, entDescription of SPEC.md section 3): one per enterprise, created the
 * first time it is saved. `description` is rich text sanitised with RICH_TEXT_POLICY before it is
 * stored; `remark` a one-line notice shown at the top.
 */
export const tinyHome = pgTable('tiny_home', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  remark: text('remark').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pictures of a micro-homepage, in their order; the files are public while they are here. */
export const tinyHomeImage = pgTable(
  'tiny_home_image',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => tinyHome.enterpriseId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.fileId] }), index('tiny_home_image_file').on(t.fileId)],
);

/**
 * HR products (人力资源产品) of HR service institutions. `stage` is one of PRODUCT_STAGES of
 * @portal/api (draft, on, off); published products are listed in /organList?type=3.
 */
export const entProduct = pgTable(
  'ent_product',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    /** one to three of PRODUCT_LABELS */
    labels: text('labels').array().notNull().default([]),
    price: text('price').notNull().default('面议'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    stage: text('stage').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ent_product_enterprise').on(t.enterpriseId), index('ent_product_stage_updated').on(t.stage, t.updatedAt)],
);

/** The message board of a product: anyone leaves a message, the institution answers (`reply`, '' until then). */
export const productMessage = pgTable(
  'product_message',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => entProduct.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    reply: text('reply').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('product_message_product').on(t.productId, t.createdAt)],
);
