import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { issueCaptcha } from './captcha';
import { changePassword, resetPasswordByPhone, setFirstPassword } from './credentials';
import { phoneTaken } from './kinds';
import { loginResultFor, passwordLogin, smsLogin } from './login';
import { renameUser } from './profile';
import { answerValidPhone, bindPhone, requestCode } from './phone';
import { registerEnterprise, registerPerson } from './register';
import { listStudents } from './school';
import { endSession } from './session';
import { checkContact, findEnterprises, reservedPhone, setSettlePassword, submitSettle, verifySettlePhone } from './settle';

/**
 * Every call of SPEC.md section 7 under Common (captcha, validPhone, sendCaptcha) and Account:
 * logins of every kind (password or phone + SMS code), forgotten passwords, first login, phone
 * binding, password change, registration, enterprise settle-in, second-phase users and schools.
 */
export function accountRoutes(r: Router): void {
  // ---- common ----
  r.handle(endpoints.captcha, async ({ required }, { db, config }) =>
    config.captchaEnabled || required ? { captchaEnabled: true, ...(await issueCaptcha(db)) } : { captchaEnabled: false, uuid: '', img: '' },
  );
  r.handle(endpoints.validPhone, (input, { db }) => answerValidPhone(db, input));
  r.handle(endpoints.sendCaptcha, (input, ctx) => requestCode(ctx, input), { outside: true });

  // ---- sessions ----
  r.handle(endpoints.logout, async (_input, { db, user }) => {
    await endSession(db, user.token);
    return null;
  });
  r.handle(endpoints.currentUser, async (_input, { db, user }) => loginResultFor(db, user, user.token));
  r.handle(endpoints.changePassword, (input, ctx) => changePassword(ctx, ctx.user, input));
  r.handle(endpoints.firstLoginSetPassword, ({ password }, { db, user }) => setFirstPassword(db, user, password));

  // ---- government staff ----
  r.handle(endpoints.adminAccountLogin, (input, ctx) => passwordLogin(ctx, 'gov', input));
  r.handle(endpoints.adminPhoneLogin, (input, ctx) => smsLogin(ctx, 'gov', input));
  r.handle(endpoints.adminForgetPassword, (input, { db }) => resetPasswordByPhone(db, 'gov', input));
  r.handle(endpoints.adminBindPhone, async (input, { db, user }) => loginResultFor(db, await bindPhone(db, user, input), user.token));

  // ---- enterprises ----
  r.handle(endpoints.entLogin, (input, ctx) => passwordLogin(ctx, 'ent', input));
  r.handle(endpoints.entPhoneLogin, (input, ctx) => smsLogin(ctx, 'ent', input));
  r.handle(endpoints.entForgetPassword, (input, { db }) => resetPasswordByPhone(db, 'ent', input));
  r.handle(endpoints.entRestPhone, async (input, { db, user }) => loginResultFor(db, await bindPhone(db, user, input), user.token));
  r.handle(endpoints.restFilledBy, ({ name }, { db, user }) => renameUser(db, user, name));

  // ---- enterprise settle-in ----
  r.handle(endpoints.getEntList, ({ keyword }, { db }) => findEnterprises(db, keyword));
  r.handle(endpoints.reservePhone, ({ creditCode }, { db }) => reservedPhone(db, creditCode));
  r.handle(endpoints.entValidPhone, async ({ phone }, { db }) => ({ available: !(await phoneTaken(db, 'ent', phone)) }));
  r.handle(endpoints.entSendCaptcha, (input, ctx) => requestCode(ctx, { ...input, scene: 'settle', account: 'ent' }), { outside: true });
  r.handle(endpoints.entVerifyCode, (input, { db }) => verifySettlePhone(db, input));
  r.handle(endpoints.entSetPassword, (input, { db }) => setSettlePassword(db, input));
  r.handle(endpoints.validPersonal, async ({ idCard }) => checkContact(idCard));
  r.handle(endpoints.submitAuth, (input, { db, config }) => submitSettle(db, config, input));

  // ---- registration and second-phase users ----
  r.handle(endpoints.registerCaptcha, (input, ctx) => requestCode(ctx, { ...input, scene: 'register' }), { outside: true });
  r.handle(endpoints.registerUser, (input, { db, config }) => registerPerson(db, config, input));
  r.handle(endpoints.registerEnterprise, (input, { db }) => registerEnterprise(db, input));
  r.handle(endpoints.secondLoginPwd, (input, ctx) => passwordLogin(ctx, 'person', input));
  r.handle(endpoints.secondLoginPhone, (input, ctx) => smsLogin(ctx, 'person', input));
  r.handle(endpoints.secondForgetPwd, ({ account, ...input }, { db }) => resetPasswordByPhone(db, account, input));
  r.handle(endpoints.secondUpdatePhone, async (input, { db, user }) => loginResultFor(db, await bindPhone(db, user, input), user.token));
  r.handle(endpoints.secondUpdate, ({ name, nickName }, { db, user }) => renameUser(db, user, name, nickName));
  r.handle(endpoints.entNameList, async ({ keyword }, { db }) => (await findEnterprises(db, keyword)).map((e) => e.name));

  // ---- schools ----
  r.handle(endpoints.schoolLogin, (input, ctx) => passwordLogin(ctx, 'school', input));
  r.handle(endpoints.schoolLoginPhone, (input, ctx) => smsLogin(ctx, 'school', input));
  r.handle(endpoints.selectStudent, (input, { db, user }) => listStudents(db, user, input));
}
