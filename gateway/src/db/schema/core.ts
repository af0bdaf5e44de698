// Over 300 lines: the core tables every domain leans on (customers, users, sessions, menus, dictionaries,
// mail, codes, captchas, login attempts), each a few lines; they split by concern when one of them grows.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Texts kept in the three dictionary languages of the spec (lang1 zh, lang2 en, lang3 id). */
export type LocalizedText = { zh: string; en: string; id: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  customerCode: text('customer_code').notNull().unique(),
  name: text('name').notNull(),
  /** '1' means the customer feature is active (spec: isUsed). */
  isUsed: text('is_used').notNull().default('1'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    loginCode: text('login_code').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userName: text('user_name').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    /** spec: userAdmin = 1 */
    isAdmin: boolean('is_admin').notNull().default(false),
    isUsed: text('is_used').notNull().default('1'),
    newUserFlag: text('new_user_flag').notNull().default('0'),
    needUpdatePassword: text('need_update_password').notNull().default('0'),
    networkId: integer('network_id'),
    /** Set for sub-accounts: the customer that created them. */
    parentCustomerId: integer('parent_customer_id').references(() => customers.id),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('users_customer_idx').on(t.customerId), index('users_email_idx').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** resourceType: 1 menu, 3 page, 2 button (spec section 3). */
export const menuResources = pgTable('menu_resources', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  resourceCode: text('resource_code').notNull().unique(),
  resourceName: text('resource_name').notNull(),
  nameKey: text('name_key').notNull(),
  resourceType: integer('resource_type').notNull(),
  path: text('path'),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    resourceCode: text('resource_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceCode] })],
);

export const langDictionary = pgTable('lang_dictionary', {
  strId: text('str_id').primaryKey(),
  lang1: text('lang1').notNull(),
  lang2: text('lang2').notNull(),
  lang3: text('lang3').notNull(),
});

export const privacyAgreements = pgTable(
  'privacy_agreements',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('privacy_code_version_uq').on(t.code, t.version)],
);

export const privacyReads = pgTable(
  'privacy_reads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    /** 'online' | 'offline' */
    channel: text('channel').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address the acceptance came from (null for rows written by the seed). */
    ip: text('ip'),
  },
  (t) => [uniqueIndex('privacy_reads_uq').on(t.userId, t.code, t.version, t.channel)],
);

/**
 * Help articles, adverts and warnings in one table; kind = 'help' | 'advert' | 'warning'. A notice
 * shows while it is active and now is inside [startsAt, endsAt) (either end may be open).
 */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** 'info' | 'warning' | 'error': how loud a warning bar is (help and adverts keep 'info'). */
  level: text('level').notNull().default('info'),
  /** A help article's group (e.g. 'orders', 'finance', 'account'); null for adverts and warnings. */
  category: text('category'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

export const guideConfig = pgTable('guide_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Which first-use guide (a page's tour) a user has seen, and in which version of the guide. */
export const guideViews = pgTable(
  'guide_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guideKey: text('guide_key').notNull(),
    version: integer('version').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guideKey] })],
);

/** Goods, insurance, other-piece and product types (dictType), labelled in the three languages. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dict_items_type_code_uq').on(t.dictType, t.code)],
);

/** Agent outlets (the courier's partner networks) offered by GET /agents/all. */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** purpose: 'reset' | 'login' | 'bind' | 'activate'. Only a hash of the code is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The address the code was sent to (the new address for 'bind'). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The client address that asked for the code (login codes: limited per address). */
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_user_idx').on(t.userId, t.purpose),
    index('email_codes_hash_idx').on(t.codeHash),
    index('email_codes_ip_idx').on(t.requestIp, t.purpose, t.createdAt),
  ],
);

export const captchas = pgTable('captchas', {
  vck: text('vck').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every login attempt, known account or not, for throttling per account and per IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    loginCode: text('login_code').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_code_idx').on(t.loginCode, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const feedbackNotes = pgTable(
  'feedback_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_notes_user_idx').on(t.userId)],
);

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  pageName: text('page_name'),
  pageId: text('page_id'),
  fromPage: text('from_page'),
  userId: text('user_id'),
  duration: integer('duration'),
  platform: text('platform'),
  isLogin: boolean('is_login'),
  userIsNew: boolean('user_is_new'),
  appChannel: text('app_channel'),
  buttonName: text('button_name'),
  elementId: text('element_id'),
  eventType: text('event_type'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
