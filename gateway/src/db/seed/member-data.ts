/** Member data the demo seed creates, for tests and e2e suites. */
export const MEMBER_SEED = {
  demoPoints: 12500,
  demoGrowth: 26800,
  demoLevelCode: 'PLATINUM',
  otherPoints: 1200,
  /** Of the demo's points, these expire first (the oldest batch, after the seeded exchange). */
  demoExpiringPoints: 2500,
} as const;

/** English names of seeded goods; goods ids are generated, so look them up by name. */
export const MEMBER_GOODS = {
  tumbler: 'Stainless tumbler 500 ml',
  labelPaper: 'Thermal label paper 100x150 (500 sheets)',
  bubbleWrap: 'Bubble wrap roll 50 m',
  eWallet: 'E-wallet voucher Rp50,000',
  /** 8,000 points: the demo customer can afford one, not two. */
  printer: 'Portable thermal label printer',
  /** One left in stock. */
  helmet: 'Limited courier helmet',
  /** isEnable 2. */
  umbrella: 'Folding umbrella',
  /** Stock 0. */
  scale: 'Digital parcel scale 30 kg',
} as const;
