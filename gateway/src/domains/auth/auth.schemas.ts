import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';

const loginCode = z.string().trim().min(1).max(64);
const email = z.string().trim().toLowerCase().email().max(254);
const sixDigits = z.string().regex(/^\d{6}$/);
/** 8 to 64 characters with at least one letter and one digit. */
export const newPassword = z
  .string()
  .min(8)
  .max(64)
  .regex(/[A-Za-z]/)
  .regex(/\d/);

export const captchaResponse = envelopeOf(z.object({ vck: z.string(), image: z.string() }));
export const captchaSwitchQuery = z.object({ loginCode: z.string().max(64).optional() });
export const captchaSwitchResponse = envelopeOf(z.object({ required: z.boolean() }));
export const captchaRecordBody = z.object({
  vck: z.string().min(1).max(64),
  verifyCode: z.string().min(1).max(16),
});
export const captchaRecordResponse = envelopeOf(z.object({ valid: z.boolean() }));

export const loginBody = z.object({
  loginCode,
  password: z.string().min(1).max(128),
  verifyCode: z.string().max(16).optional(),
  vck: z.string().max(64).optional(),
});

export const loginUser = z.object({
  loginCode: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  newUserFlag: z.string(),
  networkId: z.number().int().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
});

export const loginResult = z.object({
  token: z.string(),
  user: loginUser,
  /** Comma list of the user's route names and button keys; '' for admins (they hold all). */
  newMenuId: z.string(),
  userAdmin: z.union([z.literal(1), z.literal(0)]),
  /** The customer's isUsed: '1' when the customer feature is active. */
  isUsed: z.string(),
  needUpdatePassword: z.string(),
  /** The customer's member level (spec: 'Global level: code, growthStart'). */
  memberLevel: z.object({ code: z.string(), growthStart: z.number().int() }).nullable(),
});
export const loginResponse = envelopeOf(loginResult);

export const loginStatusResponse = envelopeOf(
  z.object({ loginStatus: z.boolean(), loginCode: z.string(), needUpdatePassword: z.string() }),
);

export const changePasswordBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword });
/** A password change ends every session; the caller continues with this new token. */
export const changePasswordResponse = envelopeOf(z.object({ token: z.string() }));

export const menuListQuery = z.object({ source: z.string().max(64).optional() });
export interface MenuNode {
  id: number;
  parentId: number | null;
  resourceCode: string;
  resourceName: string;
  nameKey: string;
  resourceType: number;
  path: string | null;
  icon: string | null;
  sort: number;
  childResources: MenuNode[];
}
const menuNode = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    resourceCode: z.string(),
    resourceName: z.string(),
    nameKey: z.string(),
    resourceType: z.number().int(),
    path: z.string().nullable(),
    icon: z.string().nullable(),
    sort: z.number().int(),
    get childResources(): z.ZodArray<typeof menuNode> {
      return z.array(menuNode);
    },
  })
  .meta({ id: 'MenuNode' });
export const menuListResponse = envelopeOf(z.object({ menuResourceVos: z.array(menuNode) }));

export const activeMailQuery = z.object({
  checkCode: z.string().min(1).max(128),
  type: z.coerce.string().max(16).default('1').describe('the link kind (not read by the gateway)'),
});
export const activeMailResponse = envelopeOf(z.object({ activated: z.boolean() }));
export const checkIdStatusQuery = z.object({
  email,
  verifyCode: z.string().min(1).max(16),
  vck: z.string().min(1).max(64),
});
export const forgetPasswordBody = z.object({
  loginCode,
  verifyCode: z.string().min(1).max(16),
  vck: z.string().min(1).max(64),
});
export const checkCodeBody = z.object({ loginCode, code: sixDigits });
export const checkCodeResponse = envelopeOf(z.object({ valid: z.boolean() }));
export const resetPasswordBody = z.object({ loginCode, code: sixDigits, password: newPassword });

export const userDetailBody = z.object({ loginCode: loginCode.optional() });
export const userDetail = z.object({
  loginCode: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  userAdmin: z.union([z.literal(1), z.literal(0)]),
  newUserFlag: z.string(),
  networkId: z.number().int().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
});
export const userDetailResponse = envelopeOf(userDetail);
export const userModifyBody = z.object({
  userName: z.string().trim().min(1).max(64).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/)
    .optional(),
});

export const mailBody = z.object({ mail: email });
export const mailCodeBody = z.object({ mail: email, code: sixDigits });

const mailOrLoginCode = (value: { mail?: string; loginCode?: string }) =>
  (value.mail === undefined) !== (value.loginCode === undefined);
/** An e-mail login code goes to a verified address, given as such or as the login code it is bound to. */
export const mailCaptchaBody = z
  .object({ mail: email.optional(), loginCode: loginCode.optional() })
  .refine(mailOrLoginCode, { message: 'mail or loginCode, one of them' });
/** The e-mailed code completes the login; after failures a captcha, as for the password login. */
export const mailLoginBody = z
  .object({
    mail: email.optional(),
    loginCode: loginCode.optional(),
    code: sixDigits,
    verifyCode: z.string().max(16).optional(),
    vck: z.string().max(64).optional(),
  })
  .refine(mailOrLoginCode, { message: 'mail or loginCode, one of them' });

export const feedbackNote = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const feedbackPageBody = pageQuery;
export const feedbackPageResponse = envelopeOf(pageOf(feedbackNote));
export const feedbackBatchSaveBody = z.object({
  notes: z
    .array(
      z.object({ id: z.number().int().positive().optional(), content: z.string().trim().min(1).max(2000) }),
    )
    .min(1)
    .max(50),
});
export const feedbackBatchSaveResponse = envelopeOf(z.object({ saved: z.number().int() }));
