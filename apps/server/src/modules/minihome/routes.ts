import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { ownEnterpriseId } from '../enterprise/staff';
import { addMessage, labelList, listOwnProducts, messagesOf, productDetailOf, removeProducts, replyMessage, saveProduct, setStage } from './products';
import { entProduct } from './tables';
import { listForStaff, ownHomeId, saveRemark, saveTinyHome, tinyHomeOf } from './service';

/**
 * Micro-homepages (SPEC.md section 7: getTinyHome, getTinyHomeById, modifyTinyHome, modifyRemark,
 * /api/center/minihome) and the HR products of HR service institutions (/api/ent/product: CRUD,
 * stage, label list, message board). An enterprise changes only its own page and products (4003).
 */
export function minihomeRoutes(r: Router): void {
  r.handle(endpoints.getTinyHome, (_input, { db, user }) => tinyHomeOf(db, ownEnterpriseId(user), false));
  r.handle(endpoints.getTinyHomeById, ({ id }, { db }) => tinyHomeOf(db, id, true));
  r.handle(endpoints.modifyTinyHome, ({ id, ...change }, { db, user }) => saveTinyHome(db, user, ownHomeId(ownEnterpriseId(user), id), change));
  r.handle(endpoints.modifyRemark, ({ id, remark }, { db, user }) => saveRemark(db, ownHomeId(ownEnterpriseId(user), id), remark));
  r.handle(endpoints.centerMinihome, (input, { db }) => listForStaff(db, input));

  r.handle(endpoints.productList, (input, { db, user }) => listOwnProducts(db, ownEnterpriseId(user), input));
  r.handle(endpoints.productDetail, ({ id }, { db, user }) => productDetailOf(db, id, user));
  r.handle(endpoints.productAddOrUpdate, (input, { db, user }) => saveProduct(db, ownEnterpriseId(user), input));
  r.handle(endpoints.productRemove, ({ ids }, { db, user }) => removeProducts(db, ownEnterpriseId(user), ids));
  r.handle(endpoints.productStage, ({ id, stage }, { db, user }) => setStage(db, ownEnterpriseId(user), id, stage));
  r.handle(endpoints.productLabelList, (_input, { db }) => labelList(db), { cache: { tables: [entProduct] } });
  r.handle(endpoints.productMessageList, (input, { db, user }) => messagesOf(db, input, user));
  r.handle(endpoints.productMessageAdd, (input, { db }) => addMessage(db, input));
  r.handle(endpoints.productMessageReply, ({ id, reply }, { db, user }) => replyMessage(db, ownEnterpriseId(user), id, reply));
}
