import { z } from 'zod';
import { envelopeOf, pageOf } from '../../http/envelope-schema';
import { ACCOUNT_AUDIT_ACTIONS, DATA_SCOPES } from '../../db/schema/account';

const loginCode = z.string().trim().min(1).max(64).describe('The sub-account login');
const permissionKeys = z
  .array(z.string().max(64))
  .max(500)
  .describe('Page route names and button keys ({routeName}_{ACTION}) granted');
const dataScope = z
  .enum(DATA_SCOPES)
  .describe(
    'ALL: every order of the customer; OWN: orders it created; SENDERS: orders of the chosen sender addresses',
  );
const senderAddressIds = z
  .array(z.number().int().positive())
  .max(200)
  .describe('Sender address book entries, for the SENDERS scope');

export const loginCodeBody = z.object({ loginCode });

export const userPageBody = z.object({
  current: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(64).optional().describe('Part of the login, name, phone or e-mail'),
  isUsed: z.enum(['0', '1']).optional().describe("'1' enabled, '0' disabled"),
});

const userSummary = z.object({
  loginCode: z.string(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isUsed: z.string().describe("'1' enabled, '0' disabled"),
  roleCode: z.string().nullable(),
  dataScope: dataScope,
  hideMoney: z.boolean(),
  permissionCount: z.number().int(),
  createdAt: z.string(),
});

export const userPageResponse = envelopeOf(pageOf(userSummary));

export const userDetailResponse = envelopeOf(
  userSummary.extend({
    permissionKeys: z.array(z.string()),
    senderAddressIds: z.array(z.number().int()),
    needUpdatePassword: z.string(),
  }),
);

export const newAccountBody = z.object({
  loginCode,
  userName: z.string().trim().min(1).max(100),
  phone: z.string().trim().max(32).optional(),
  email: z.string().trim().email().max(120).describe('Where the temporary password is mailed'),
  password: z
    .string()
    .max(128)
    .optional()
    .describe(
      'An initial password; without one a temporary password is mailed. Changed at first login either way',
    ),
  roleCode: z.string().max(24).optional().describe('The preset the keys were started from'),
  permissionKeys,
  dataScope: dataScope.default('ALL'),
  senderAddressIds: senderAddressIds.default([]),
  hideMoney: z.boolean().default(false),
});

export const saveOrUpdateBody = z.object({
  loginCode,
  userName: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().max(32).optional(),
  email: z.string().trim().email().max(120).optional(),
  roleCode: z.string().max(24).nullable().optional(),
  permissionKeys: permissionKeys.optional(),
  dataScope: dataScope.optional(),
  senderAddressIds: senderAddressIds.optional(),
  hideMoney: z.boolean().optional(),
  isUsed: z.enum(['0', '1']).optional(),
});

export const updateStatusBody = z.object({ loginCode, isUsed: z.enum(['0', '1']) });

export const savedUserResponse = envelopeOf(z.object({ loginCode: z.string() }));

export const resetPasswordResponse = envelopeOf(
  z.object({
    loginCode: z.string(),
    mailedTo: z.string().describe('The e-mail the temporary password went to'),
  }),
);

export interface PermissionNode {
  resourceCode: string;
  resourceName: string;
  resourceType: number;
  grantable: boolean;
  childResources: PermissionNode[];
}

const permissionNode = z
  .object({
    resourceCode: z.string(),
    resourceName: z.string(),
    resourceType: z.number().int().describe('1 menu, 3 page, 2 button'),
    grantable: z.boolean().describe('Whether the caller may grant this key'),
    get childResources(): z.ZodArray<typeof permissionNode> {
      return z.array(permissionNode);
    },
  })
  .meta({ id: 'PermissionNode' });

export const menuPermissionResponse = envelopeOf(
  z.object({
    tree: z.array(permissionNode).describe('The menu the login uses: groups, their pages and buttons'),
    grantable: z.array(z.string()).describe('Every key the caller may grant'),
  }),
);

export const agentListResponse = envelopeOf(
  z.array(z.object({ loginCode: z.string(), userName: z.string(), isUsed: z.string() })),
);

export const rolePresetResponse = envelopeOf(
  z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      permissionKeys: z.array(z.string()),
      hideMoney: z.boolean(),
    }),
  ),
);

export const auditPageBody = z.object({
  current: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(20),
  loginCode: z.string().trim().max(64).optional().describe('Changes of this sub-account only'),
});

export const auditPageResponse = envelopeOf(
  pageOf(
    z.object({
      id: z.number().int(),
      actorLoginCode: z.string(),
      targetLoginCode: z.string(),
      action: z.enum(ACCOUNT_AUDIT_ACTIONS),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
);

export type NewAccountBody = z.infer<typeof newAccountBody>;
export type SaveOrUpdateBody = z.infer<typeof saveOrUpdateBody>;
